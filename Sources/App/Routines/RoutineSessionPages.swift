import Domain
import HTTP
import Pages
import Storage
import Templates

/// A session started from a routine day (`/routines/:id/days/:day/start`, `:day` the day's
/// 1-based position): the log form filled in with the next targets, one row a planned set, and
/// its saving as workout entries of today linked to their exercises, in one transaction.
/// The rows carry a `client_id` each, so the offline queue (Public/app.js) sends them as it
/// sends the log form's entries, and a retry stores nothing twice.
struct RoutineSessionPages: Sendable {
    let services: Services
    private var routines: RoutinePages { RoutinePages(services: services) }
    private var editor: RoutineEditorPages { RoutineEditorPages(services: services, scope: .lifter) }

    /// The most rows a session form has: every set of the most exercises a day may hold.
    static let maxRows = RoutineLimits.maxExercisesPerDay * RoutineLimits.sets.upperBound

    func start(_ visit: Visit, user: User) throws -> Response {
        let (routine, day) = try ownedDay(visit, user: user)
        let targets = try routines.nextTargets(routine, user: user)
        return try page(visit, user: user, routine: routine, day: day, targets: targets,
                        rows: try SessionRow.rows(day, targets: targets, lastTimes: lastTimes(day, user: user)))
    }

    /// Every filled row becomes one set of its exercise's lift; empty rows are left out. Any
    /// bad number shows the form again with the message beside it, and nothing is stored.
    func save(_ visit: Visit, user: User) throws -> Response {
        let (routine, day) = try ownedDay(visit, user: user)
        let posted = try PostedSession(visit.form, day: day, maxRows: Self.maxRows)
        switch posted.sets(unitFallback: user.unit, today: services.today(for: user)) {
        case .failure(let errors):
            let targets = try routines.nextTargets(routine, user: user)
            var rows = try SessionRow.rows(day, targets: targets, lastTimes: lastTimes(day, user: user))
            posted.fill(&rows)
            return try page(visit, user: user, routine: routine, day: day, targets: targets, rows: rows, errors: errors)
        case .success(let sets):
            guard try services.database.logRoutineSets(userID: user.id, routineID: routine.id, sets) else { throw Self.noSuchDay }
            return .redirect(to: "/workouts/\(sets.first?.input.date.iso ?? services.today(for: user).iso)")
        }
    }

    // MARK: Helpers

    static let noSuchDay = HTTPError(.notFound, "There is no such routine day. The routine may have been changed or deleted.")

    private func ownedDay(_ visit: Visit, user: User) throws -> (StoredRoutine, StoredRoutine.Day) {
        let routine = try editor.owned(visit, user: user)
        guard let position = BoundedNumber.integer(visit.request.parameters["day"], in: 1...RoutineLimits.maxDays),
              let day = routine.day(at: position) else { throw Self.noSuchDay }
        return (routine, day)
    }

    /// What each exercise's lift was last done with, set by set: "100 kg × 5".
    func lastTimes(_ day: StoredRoutine.Day, user: User) throws -> [Int64: [String]] {
        var last: [Int64: [String]] = [:]
        for exercise in day.exercises {
            guard let summary = try services.database.liftSummary(userID: user.id, lift: exercise.plan.lift) else { continue }
            last[exercise.id] = summary.lastEntries.flatMap { entry in
                repeatElement("\(RoutineView.weightText(entry.weight, entry.unit)) × \(entry.reps)", count: max(1, min(entry.sets, 20)))
            }
        }
        return last
    }

    private func page(_ visit: Visit, user: User, routine: StoredRoutine, day: StoredRoutine.Day, targets: [Int64: NextTargets],
                      rows: [SessionRow], errors: FieldErrors? = nil) throws -> Response {
        var context: [String: TemplateValue] = [
            "title": .string("\(day.name) · \(routine.name)"), "routine_id": .string(String(routine.id)), "routine_name": .string(routine.name),
            "day_name": .string(day.name), "day_position": .int(day.position), "action": .string("/routines/\(routine.id)/days/\(day.position)"),
            "exercises": SessionRow.templateValue(rows, targets: targets, errors: errors),
        ]
        if let errors, !errors.errors.isEmpty { context["error_summary"] = errors.summaryValue }
        return try services.pages.render("routines/start", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }
}
