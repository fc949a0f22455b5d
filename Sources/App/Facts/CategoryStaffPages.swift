import Domain
import HTTP
import Pages
import Storage
import Templates

/// Staff add, rename and delete categories of facts. Deleting one keeps its facts.
struct CategoryStaffPages: Sendable {
    let services: Services

    func listCategories(_ visit: Visit, user: User) throws -> Response {
        try listPage(visit, form: CategoryForm([:]))
    }

    func createCategory(_ visit: Visit, user: User) throws -> Response {
        let form = CategoryForm(visit.form)
        switch form.name() {
        case .failure(let errors):
            return try listPage(visit, form: form, errors: errors)
        case .success(let name):
            do {
                _ = try services.database.addCategory(name: name)
            } catch StorageError.duplicateCategory {
                return try listPage(visit, form: form, errors: Self.taken(name))
            }
            return .redirect(to: "/staff/facts/categories?done=added")
        }
    }

    func showEditCategory(_ visit: Visit, user: User) throws -> Response {
        let category = try requestedCategory(visit)
        return try editPage(visit, category: category, form: CategoryForm([.name: category.name]))
    }

    func renameCategory(_ visit: Visit, user: User) throws -> Response {
        let category = try requestedCategory(visit)
        let form = CategoryForm(visit.form)
        switch form.name() {
        case .failure(let errors):
            return try editPage(visit, category: category, form: form, errors: errors)
        case .success(let name):
            do {
                guard try services.database.renameCategory(id: category.id, name: name) else { throw Self.noSuchCategory }
            } catch StorageError.duplicateCategory {
                return try editPage(visit, category: category, form: form, errors: Self.taken(name))
            }
            return .redirect(to: "/staff/facts/categories?done=saved")
        }
    }

    func deleteCategory(_ visit: Visit, user: User) throws -> Response {
        let category = try requestedCategory(visit)
        guard try services.database.deleteCategory(id: category.id) else { throw Self.noSuchCategory }
        return .redirect(to: "/staff/facts/categories?done=deleted")
    }

    // MARK: Helpers

    private static let notices = ["added": "Category added.", "saved": "Category renamed.", "deleted": "Category deleted; its facts stay."]
    private static let noSuchCategory = HTTPError(.notFound, "There is no such category. It may have been deleted; go back to the list of categories.")

    private static func taken(_ name: String) -> FieldErrors {
        FieldErrors([FieldError(field: "name", message: "There is a category called \(name) already. Choose another name.")])
    }

    private func requestedCategory(_ visit: Visit) throws -> FactCategory {
        guard let id = visit.pathID, let category = try services.database.factCategory(id: id) else {
            throw Self.noSuchCategory
        }
        return category
    }

    private func listPage(_ visit: Visit, form: CategoryForm, errors: FieldErrors? = nil) throws -> Response {
        let categories: [TemplateValue] = try services.database.factCategories().map {
            ["id": .string(String($0.id)), "name": .string($0.name), "path": .string(PercentEncoding.encode($0.name)), "count": .int($0.factCount)]
        }
        return try services.pages.renderForm("facts/staff/categories", [
            "title": "Fact categories", "categories": .list(categories),
            "notice": .string(Self.notices[visit.request.queryItems["done"] ?? ""] ?? ""),
        ], visit: visit, form: form, errors: errors)
    }

    private func editPage(_ visit: Visit, category: FactCategory, form: CategoryForm, errors: FieldErrors? = nil) throws -> Response {
        try services.pages.renderForm("facts/staff/category", [
            "title": "Edit category", "category": ["id": .string(String(category.id)), "name": .string(category.name), "count": .int(category.factCount)],
        ], visit: visit, form: form, errors: errors)
    }
}
