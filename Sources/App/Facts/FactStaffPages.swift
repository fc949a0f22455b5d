import Domain
import HTTP
import Pages
import Storage
import Templates

/// Staff add, edit and delete facts (`access.staff`: a lifter gets 403). A fact whose text
/// another fact has already is refused beside the text, naming that fact.
struct FactStaffPages: Sendable {
    let services: Services

    static let pageSize = 50

    /// Newest first, a page at a time; `?done=` says what the last change was.
    func listFacts(_ visit: Visit, user: User) throws -> Response {
        let page = try PageNumber.parse(visit.request.queryItems["page"])
        let (facts, hasNext) = try PageNumber.items(on: page, size: Self.pageSize,
                                                    missing: HTTPError(.notFound, "There is no page \(page) of facts. Go back to the first page.")) {
            try services.database.facts(limit: $0, offset: $1)
        }
        var context: [String: TemplateValue] = [
            "title": "Manage facts", "facts": FactTemplateValues.facts(facts),
            "notice": .string(Self.notices[visit.request.queryItems["done"] ?? ""] ?? ""),
        ]
        context.merge(FactTemplateValues.pagination(page: page, hasNext: hasNext) { "/staff/facts?page=\($0)" }) { _, new in new }
        return try services.pages.render("facts/staff/list", context, visit: visit)
    }

    func showNewFact(_ visit: Visit, user: User) throws -> Response {
        try formPage(visit, form: FactForm([:]), chosen: [])
    }

    func createFact(_ visit: Visit, user: User) throws -> Response {
        let form = FactForm(visit.form)
        let chosen = visit.form.values(for: "categories")
        switch form.input(categories: chosen) {
        case .failure(let errors):
            return try formPage(visit, form: form, chosen: chosen, errors: errors)
        case .success(let input):
            do {
                _ = try services.database.addFact(input)
            } catch StorageError.duplicateFact(let existing) {
                return try formPage(visit, form: form, chosen: chosen, errors: Self.duplicate(existing))
            }
            return .redirect(to: "/staff/facts?done=added")
        }
    }

    func showEditFact(_ visit: Visit, user: User) throws -> Response {
        let fact = try requestedFact(visit)
        return try formPage(visit, form: FactForm(fact: fact), chosen: fact.categories, editing: fact)
    }

    func updateFact(_ visit: Visit, user: User) throws -> Response {
        let fact = try requestedFact(visit)
        let form = FactForm(visit.form)
        let chosen = visit.form.values(for: "categories")
        switch form.input(categories: chosen) {
        case .failure(let errors):
            return try formPage(visit, form: form, chosen: chosen, editing: fact, errors: errors)
        case .success(let input):
            do {
                guard try services.database.updateFact(id: fact.id, input) else { throw Self.noSuchFact }
            } catch StorageError.duplicateFact(let existing) {
                return try formPage(visit, form: form, chosen: chosen, editing: fact, errors: Self.duplicate(existing))
            }
            return .redirect(to: "/staff/facts?done=saved")
        }
    }

    func showDeleteFact(_ visit: Visit, user: User) throws -> Response {
        let fact = try requestedFact(visit)
        return try services.pages.render("facts/staff/delete", ["title": "Delete fact", "fact": FactTemplateValues.fact(fact)], visit: visit)
    }

    func deleteFact(_ visit: Visit, user: User) throws -> Response {
        let fact = try requestedFact(visit)
        guard try services.database.deleteFact(id: fact.id) else { throw Self.noSuchFact }
        return .redirect(to: "/staff/facts?done=deleted")
    }

    // MARK: Helpers

    private static let notices = ["added": "Fact added.", "saved": "Fact saved.", "deleted": "Fact deleted."]
    static let noSuchFact = HTTPError(.notFound, "There is no fact with that number. It may have been deleted; go back to the list of facts.")

    private static func duplicate(_ existing: Int64) -> FieldErrors {
        FieldErrors([FieldError(field: "body", message: "Fact \(existing) already says this. Edit that one instead, or change the wording.")])
    }

    /// The fact named by `:id`: a positive whole number naming a fact, else 404.
    private func requestedFact(_ visit: Visit) throws -> Fact {
        guard let id = visit.pathID, let fact = try services.database.fact(id: id) else {
            throw Self.noSuchFact
        }
        return fact
    }

    /// The fact form with every category as a checkbox, the chosen ones ticked.
    private func formPage(_ visit: Visit, form: FactForm, chosen: [String], editing: Fact? = nil, errors: FieldErrors? = nil) throws -> Response {
        let ticked = Set(chosen)
        let choices: [TemplateValue] = try services.database.factCategories().map {
            ["name": .string($0.name), "checked": .bool(ticked.contains($0.name))]
        }
        let context: [String: TemplateValue] = [
            "title": editing == nil ? "New fact" : "Edit fact", "choices": .list(choices),
            "action": .string(editing.map { "/staff/facts/\($0.id)" } ?? "/staff/facts"),
            "submit": editing == nil ? "Add fact" : "Save changes",
            "fact_id": .string(editing.map { String($0.id) } ?? ""),
        ]
        return try services.pages.renderForm("facts/staff/form", context, visit: visit, form: form, errors: errors)
    }
}
