import Domain
import HTTP
import Pages
import Storage
import Templates

/// The gym's programs: staff publish them (`/staff/programs`, the routine editor on routines
/// with no user), members read them and copy one into their own routines. A copy is whole, so
/// later changes by staff leave it as it was.
struct ProgramPages: Sendable {
    let services: Services

    func list(_ visit: Visit, user: User) throws -> Response {
        try services.pages.render("routines/programs", [
            "title": "Programs", "programs": .list(try services.database.routines(userID: nil).map { RoutineView.value($0) }),
        ], visit: visit)
    }

    func show(_ visit: Visit, user: User) throws -> Response {
        let program = try owned(visit)
        return try services.pages.render("routines/program", [
            "title": .string(program.name), "program": RoutineView.value(program),
        ], visit: visit)
    }

    func copy(_ visit: Visit, user: User) throws -> Response {
        let program = try owned(visit)
        guard let id = try services.database.copyProgram(userID: user.id, programID: program.id) else {
            throw HTTPError(.unprocessableContent, "You have \(Database.maxRoutines) routines already. Delete one you no longer use first.")
        }
        return .redirect(to: "/routines/\(id)")
    }

    /// The staff's list, with links to edit each program.
    func staffList(_ visit: Visit, user: User) throws -> Response {
        try services.pages.render("routines/staff-programs", [
            "title": "Programs", "tab": "programs",
            "programs": .list(try services.database.routines(userID: nil).map { RoutineView.value($0) }),
        ], visit: visit)
    }

    private func owned(_ visit: Visit) throws -> StoredRoutine {
        guard let id = visit.pathID, let program = try services.database.routine(userID: nil, id: id) else {
            throw HTTPError(.notFound, "There is no such program. The gym may have taken it down.")
        }
        return program
    }
}
