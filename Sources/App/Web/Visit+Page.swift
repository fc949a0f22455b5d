import Domain
import HTTP
import Templates

extension Visit {
    /// What every page's layout needs from the visit: the user for the menu and the token
    /// for forms.
    var layoutContext: [String: TemplateValue] {
        var context: [String: TemplateValue] = ["csrf_token": .string(csrfToken)]
        if let user {
            context["user"] = ["first_name": .string(user.firstName), "email": .string(user.email),
                               "is_staff": .bool(user.role == .staff)]
        }
        return context
    }

    /// The submitted values of the named fields, to show the form again as typed.
    func formValues(_ names: [String]) -> TemplateValue {
        .dictionary(Dictionary(uniqueKeysWithValues: names.map { ($0, TemplateValue.string(form[$0] ?? "")) }))
    }
}

extension PageRenderer {
    func render(_ template: String, _ context: [String: TemplateValue] = [:], visit: Visit, status: HTTPStatus = .ok) throws -> Response {
        try render(template, visit.layoutContext.merging(context) { _, page in page }, status: status)
    }
}
