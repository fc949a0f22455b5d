import Domain
import HTTP
import Pages
import Storage
import Templates

/// Staff pages for locations or class types (`kind`): the list with a form to add one, an
/// edit page, and deleting one no class uses.
struct NamedPages: Sendable {
    let services: Services
    let kind: NamedKind

    func list(_ visit: Visit, user: User) throws -> Response {
        let notice = switch visit.request.queryItems["done"] {
        case "saved": "Saved."
        case "deleted": "Deleted."
        default: ""
        }
        return try listPage(visit, form: NamedForm([:]), extra: ["notice": .string(notice)])
    }

    func create(_ visit: Visit, user: User) throws -> Response {
        let form = NamedForm(visit.form)
        switch try save(id: nil, form) {
        case .failure(let errors): return try listPage(visit, form: form, errors: errors)
        case .success: return .redirect(to: kind.path + "?done=saved")
        }
    }

    func showEdit(_ visit: Visit, user: User) throws -> Response {
        let id = try Self.id(visit)
        guard let row = try kind.list(services.database).first(where: { $0.id == id }) else { throw notFound }
        return try editPage(visit, id: id, form: NamedForm([.name: row.name, kind.detail: row.detail]))
    }

    func update(_ visit: Visit, user: User) throws -> Response {
        let id = try Self.id(visit)
        let form = NamedForm(visit.form)
        switch try save(id: id, form) {
        case .failure(let errors): return try editPage(visit, id: id, form: form, errors: errors)
        case .success: return .redirect(to: kind.path + "?done=saved")
        }
    }

    func delete(_ visit: Visit, user: User) throws -> Response {
        let id = try Self.id(visit)
        switch try kind.delete(services.database, id) {
        case .inUse(let classes):
            guard let row = try kind.list(services.database).first(where: { $0.id == id }) else { throw notFound }
            let message = "\(classes == 1 ? "A class still uses" : "\(classes) classes still use") this \(kind.singular). Move or delete \(classes == 1 ? "it" : "them") under Classes first."
            return try editPage(visit, id: id, form: NamedForm([.name: row.name, kind.detail: row.detail]),
                                errors: FieldErrors([FieldError(field: "delete", message: message)]))
        case .notFound: throw notFound
        default: return .redirect(to: kind.path + "?done=deleted")
        }
    }

    // MARK: Helpers

    private var notFound: HTTPError {
        HTTPError(.notFound, "There is no such \(kind.singular); it may have been deleted. Go back to the list of \(kind.title.lowercased()).")
    }

    /// The form's values, validated and stored; a taken name or a vanished row is the
    /// form's error.
    private func save(id: Int64?, _ form: NamedForm) throws -> Result<Void, FieldErrors> {
        switch kind.validate(form) {
        case .failure(let errors): return .failure(errors)
        case .success(let input):
            switch try kind.save(services.database, id, input.name, input.detail) {
            case .nameTaken:
                return .failure(FieldErrors([FieldError(field: "name", message: "There is already a \(kind.singular) named \(input.name). Choose another name.")]))
            case .notFound: throw notFound
            default: return .success(())
            }
        }
    }

    /// Ids in paths: a whole number from 1 up, else no such row.
    private static func id(_ visit: Visit) throws -> Int64 {
        guard let id = visit.pathID else {
            throw HTTPError(.notFound, "There is no such page. Go back to the staff pages and pick one from the list.")
        }
        return id
    }

    private func listPage(_ visit: Visit, form: NamedForm, errors: FieldErrors? = nil, extra: [String: TemplateValue] = [:]) throws -> Response {
        var context = kind.context
        context["title"] = .string(kind.title)
        context["rows"] = .list(try kind.list(services.database).map {
            ["id": .string(String($0.id)), "name": .string($0.name), "detail": .string($0.detail)]
        })
        context.merge(extra) { _, new in new }
        return try services.pages.renderForm("schedule/named-list", context, visit: visit, form: form, errors: errors)
    }

    private func editPage(_ visit: Visit, id: Int64, form: NamedForm, errors: FieldErrors? = nil) throws -> Response {
        var context = kind.context
        context["title"] = .string("Edit \(kind.singular)")
        context["id"] = .string(String(id))
        return try services.pages.renderForm("schedule/named-edit", context, visit: visit, form: form, errors: errors)
    }
}
