import Domain
import HTTP
import Pages
import Templates

extension Visit {
    /// Adds what every page's layout needs from the visit: the user for the menu, the menu's
    /// open section, and the token for forms, masked anew for each page (`MaskedToken`).
    func addLayoutValues(to context: inout [String: TemplateValue]) {
        context["csrf_token"] = .string(MaskedToken.mask(csrfToken))
        context["section"] = .string(NavSection.of(path: request.path))
        if let user {
            context["user"] = ["id": .string(String(user.id)), "first_name": .string(user.firstName), "email": .string(user.email),
                               "is_staff": .bool(user.role == .staff)]
        }
    }
}

extension PageRenderer {
    func render(_ template: String, _ context: [String: TemplateValue] = [:], visit: Visit, status: HTTPStatus = .ok) throws -> Response {
        try render(template, context, status: status, adding: visit.addLayoutValues)
    }

    /// A form page: the values as typed and, after a failed submit, each message beside its
    /// field (under `errorsKey`, for pages with several forms), a summary at the top that
    /// links to them, and status 422.
    func renderForm<Field>(_ template: String, _ context: [String: TemplateValue], visit: Visit, form: SubmittedForm<Field>,
                           errors: FieldErrors? = nil, errorsKey: String = "errors") throws -> Response {
        try renderForm(template, context, visit: visit, form: form, errors: errors, errorsKey: errorsKey, locating: nil).response
    }

    /// `renderForm`, with the page's slot where the first include of the template `part` went
    /// (see `SlottedPage`).
    func renderForm<Field>(_ template: String, _ context: [String: TemplateValue], visit: Visit, form: SubmittedForm<Field>,
                           errors: FieldErrors? = nil, errorsKey: String = "errors", locating part: String?) throws -> SlottedPage {
        var values = context
        values["values"] = form.templateValue
        if let errors {
            values[errorsKey] = errors.templateValue
            if !errors.errors.isEmpty { values["error_summary"] = errors.summaryValue }
        }
        return try render(template, values, status: errors == nil ? .ok : .unprocessableContent, locating: part, adding: visit.addLayoutValues)
    }
}
