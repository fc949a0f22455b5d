import Domain
import HTTP
import Pages
import Storage
import Templates

/// Creating, editing and deleting routines, for a lifter's own and for staff's programs alike
/// (`RoutineScope`): a form that works without JavaScript, blank rows and "add" buttons
/// included. Another user's routine is a 404, never a 403.
struct RoutineEditorPages: Sendable {
    let services: Services
    let scope: RoutineScope

    func showNew(_ visit: Visit, user: User) throws -> Response {
        try formPage(visit, user: user, form: RoutineForm(unit: user.unit), stored: nil)
    }

    func create(_ visit: Visit, user: User) throws -> Response {
        try save(visit, user: user, stored: nil)
    }

    func showEdit(_ visit: Visit, user: User) throws -> Response {
        let stored = try owned(visit, user: user)
        return try formPage(visit, user: user, form: RoutineForm(routine: stored.routine, unit: user.unit), stored: stored,
                            text: RoutineText.format(stored.routine))
    }

    func update(_ visit: Visit, user: User) throws -> Response {
        try save(visit, user: user, stored: try owned(visit, user: user))
    }

    func delete(_ visit: Visit, user: User) throws -> Response {
        let stored = try owned(visit, user: user)
        guard try services.database.deleteRoutine(userID: scope.owner(user), id: stored.id) else { throw notFound }
        return .redirect(to: scope.path)
    }

    /// A routine pasted as text (`RoutineText`), stored as a new one.
    func importText(_ visit: Visit, user: User) throws -> Response {
        try saveText(visit, user: user, stored: nil)
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
    /// stored, or the form shown again with each problem beside its field. A form holding only
    /// `text` (the textarea) is the routine as text instead.
    private func save(_ visit: Visit, user: User, stored: StoredRoutine?) throws -> Response {
        if visit.form["name"] == nil, visit.form["text"] != nil { return try saveText(visit, user: user, stored: stored) }
        var form = RoutineForm(visit.form, unit: user.unit)
        if let add = visit.form["add"], form.add(add, unit: user.unit) {
            return try formPage(visit, user: user, form: form, stored: stored)
        }
        switch form.routine {
        case .failure(let errors): return try formPage(visit, user: user, form: form, stored: stored, errors: errors)
        case .success(let routine): return try store(routine, user: user, replacing: stored)
        }
    }

    /// The routine's text, new or replacing the plan of `stored`; a line that cannot be read is
    /// named beside the text, kept as typed.
    private func saveText(_ visit: Visit, user: User, stored: StoredRoutine?) throws -> Response {
        let raw = visit.form["text"] ?? ""
        let parsed: Result<Routine, FieldErrors> = switch PlainText.parse(raw, multiline: true) {
        case .failure(let problem): .failure(FieldErrors([FieldError(field: "text", message: problem.message)]))
        case .success(let text): Result { () throws(RoutineTextError) in try RoutineText.parse(text) }
            .mapError { FieldErrors([FieldError(field: "text", message: "Line \($0.line): \($0.message)")]) }
        }
        switch parsed {
        case .failure(let errors):
            let form = stored.map { RoutineForm(routine: $0.routine, unit: user.unit) } ?? RoutineForm(unit: user.unit)
            return try formPage(visit, user: user, form: form, stored: stored, text: raw, errors: errors)
        case .success(let routine):
            return try store(routine, user: user, replacing: stored)
        }
    }

    /// Stores a new routine or a stored one's new plan, and shows it (staff: the list).
    private func store(_ routine: Routine, user: User, replacing stored: StoredRoutine?) throws -> Response {
        let id: Int64
        if let stored {
            guard try services.database.updateRoutine(userID: scope.owner(user), id: stored.id, routine) else { throw notFound }
            id = stored.id
        } else {
            guard let added = try services.database.addRoutine(userID: scope.owner(user), routine) else { throw tooMany }
            id = added
        }
        return .redirect(to: scope.isGym ? scope.path : "\(scope.path)/\(id)")
    }

    private func formPage(_ visit: Visit, user: User, form: RoutineForm, stored: StoredRoutine?, text: String = "",
                          errors: FieldErrors? = nil) throws -> Response {
        let action = stored.map { "\(scope.path)/\($0.id)" } ?? scope.path
        var context: [String: TemplateValue] = [
            "title": .string(stored == nil ? "New \(scope.noun)" : "Edit \(scope.noun)"), "action": .string(action),
            "back": .string(stored == nil || scope.isGym ? scope.path : action),
            "editing": .bool(stored != nil), "noun": .string(scope.noun), "text_action": .string(stored == nil ? scope.path + "/import" : action),
            "form": form.templateValue(errors: errors), "text": .string(text), "text_error": .string(errors?.message(for: "text") ?? ""),
            "lift_names": .list(try services.database.liftNames(userID: user.id).map { .string($0) }),
        ]
        if let errors, !errors.errors.isEmpty {
            context["error_summary"] = errors.summaryValue
        }
        return try services.pages.render("routines/form", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }
}
