import Domain
import HTTP
import Pages
import Storage
import Templates

/// A lifter's routines: the list with a link to start each day, a routine with the next
/// session's targets worked out from what was logged, and the routine as text. Another
/// user's routine is a 404, never a 403.
struct RoutinePages: Sendable {
    let services: Services
    private var editor: RoutineEditorPages { RoutineEditorPages(services: services, scope: .lifter) }

    func list(_ visit: Visit, user: User) throws -> Response {
        let routines = try services.database.routines(userID: user.id)
        return try services.pages.render("routines/list", [
            "title": "Routines", "routines": .list(routines.map { RoutineView.value($0) }),
        ], visit: visit)
    }

    /// Each day with the targets of its next session and the reason for them.
    func show(_ visit: Visit, user: User) throws -> Response {
        let routine = try editor.owned(visit, user: user)
        let targets = try nextTargets(routine, user: user)
        return try services.pages.render("routines/show", [
            "title": .string(routine.name), "routine": RoutineView.value(routine, targets: targets),
        ], visit: visit)
    }

    /// The routine as the plain text `RoutineText` reads back (`POST /routines/import`).
    func text(_ visit: Visit, user: User) throws -> Response {
        let routine = try editor.owned(visit, user: user)
        return Response(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-cache"],
                        body: Array(RoutineText.format(routine.routine).utf8))
    }

    /// The next session's targets of every exercise, from the sets logged from it.
    func nextTargets(_ routine: StoredRoutine, user: User) throws -> [Int64: NextTargets] {
        let exercises = routine.days.flatMap(\.exercises)
        let history = try services.database.routineHistory(userID: user.id, exerciseIDs: exercises.map(\.id))
        let today = services.today(for: user)
        return Dictionary(uniqueKeysWithValues: exercises.map { ($0.id, $0.plan.nextTargets(history: history[$0.id] ?? [], today: today)) })
    }
}
