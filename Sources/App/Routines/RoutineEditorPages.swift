import Domain
import HTTP
import Storage
import Templates

/// Creating, editing and deleting routines, for a lifter's own and for staff's programs alike
/// (`RoutineScope`): a form that works without JavaScript, blank rows and "add" buttons
/// included. Another user's routine is a 404, never a 403.
struct RoutineEditorPages: Sendable {
    let services: Services
    let scope: RoutineScope

    func showNew(_ visit: Visit, user: User) throws -> Response {
        try formPage(visit, user: user, form: RoutineForm(unit: user.unit), id: nil)
    }

    func create(_ visit: Visit, user: User) throws -> Response {
        try save(visit, user: user, id: nil)
    }

    func showEdit(_ visit: Visit, user: User) throws -> Response {
        let stored = try owned(visit, user: user)
        return try formPage(visit, user: user, form: RoutineForm(routine: stored.routine, unit: user.unit), id: stored.id)
    }

    func update(_ visit: Visit, user: User) throws -> Response {
        try save(visit, user: user, id: try owned(visit, user: user).id)
    }

    func delete(_ visit: Visit, user: User) throws -> Response {
        let stored = try owned(visit, user: user)
        guard try services.database.deleteRoutine(userID: scope.owner(user), id: stored.id) else { throw notFound }
        return .redirect(to: scope.path)
    }

    /// A routine pasted as text (`RoutineText`): stored as a new one, or the form again with
    /// the line that is wrong named beside the text.
    func importText(_ visit: Visit, user: User) throws -> Response {
        let raw = visit.form["text"] ?? ""
        let parsed: Result<Routine, FieldErrors> = switch PlainText.parse(raw, multiline: true) {
        case .failure(let problem): .failure(FieldErrors([FieldError(field: "text", message: problem.message)]))
        case .success(let text): Result { () throws(RoutineTextError) in try RoutineText.parse(text) }
            .mapError { FieldErrors([FieldError(field: "text", message: "Line \($0.line): \($0.message)")]) }
        }
        switch parsed {
        case .failure(let errors):
            return try formPage(visit, user: user, form: RoutineForm(unit: user.unit), id: nil, text: raw, errors: errors)
        case .success(let routine):
            guard let id = try services.database.addRoutine(userID: scope.owner(user), routine) else { throw tooMany }
            return .redirect(to: "\(scope.path)/\(id)\(scope.isGym ? "/edit" : "")")
        }
    }

    // MARK: Helpers

    private var notFound: HTTPError { HTTPError(.notFound, "There is no such \(scope.noun). It may have been deleted.") }
    private var tooMany: HTTPError {
        HTTPError(.unprocessableContent, "You have \(Database.maxRoutines) \(scope.noun)s already. Delete one you no longer use first.")
    }

    /// The routine of this scope named by the path's `:id`, else a 404.
    func owned(_ visit: Visit, user: User) throws -> StoredRoutine {
        guard let id = visit.pathID, let stored = try services.database.routine(userID: scope.owner(user), id: id) else { throw notFound }
        return stored
    }

    /// An "add" button shows the form again with room for more; otherwise the routine is
    /// stored, or the form shown again with each problem beside its field.
    private func save(_ visit: Visit, user: User, id: Int64?) throws -> Response {
        var form = RoutineForm(visit.form, unit: user.unit)
        if let add = visit.form["add"], form.add(add, unit: user.unit) {
            return try formPage(visit, user: user, form: form, id: id)
        }
        switch form.routine {
        case .failure(let errors):
            return try formPage(visit, user: user, form: form, id: id, errors: errors)
        case .success(let routine):
            if let id {
                guard try services.database.updateRoutine(userID: scope.owner(user), id: id, routine) else { throw notFound }
                return .redirect(to: scope.isGym ? scope.path : "\(scope.path)/\(id)")
            }
            guard let newID = try services.database.addRoutine(userID: scope.owner(user), routine) else { throw tooMany }
            return .redirect(to: scope.isGym ? scope.path : "\(scope.path)/\(newID)")
        }
    }

    private func formPage(_ visit: Visit, user: User, form: RoutineForm, id: Int64?, text: String = "",
                          errors: FieldErrors? = nil) throws -> Response {
        var context: [String: TemplateValue] = [
            "title": .string(id == nil ? "New \(scope.noun)" : "Edit \(scope.noun)"),
            "action": .string(id.map { "\(scope.path)/\($0)" } ?? scope.path),
            "back": .string(id.map { scope.isGym ? scope.path : "\(scope.path)/\($0)" } ?? scope.path),
            "editing": .bool(id != nil), "noun": .string(scope.noun), "import_action": .string(scope.path + "/import"),
            "form": form.templateValue(errors: errors), "text": .string(text), "text_error": .string(errors?.message(for: "text") ?? ""),
            "lift_names": .list(try services.database.liftNames(userID: user.id).map { .string($0) }),
        ]
        if let errors, !errors.errors.isEmpty {
            context["error_summary"] = errors.summaryValue
        }
        return try services.pages.render("routines/form", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }
}
