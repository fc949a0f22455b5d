import HTTP
import Pages
import Templates

/// Renders `Views/` templates into HTML responses, adding what every page's layout needs.
struct PageRenderer: Sendable {
    let templates: TemplateLibrary
    /// Values every page sees, such as the stylesheet URL with its content fingerprint.
    let shared: [String: TemplateValue]

    init(templates: TemplateLibrary, staticFiles: StaticFiles, signup: SignupPolicy = .open, singleSignOn: SingleSignOnSettings = SingleSignOnSettings()) {
        self.templates = templates
        var shared: [String: TemplateValue] = ["signup_open": .bool(signup == .open)]
        // The log-in page's "Sign in with <name>", when a provider is configured.
        if singleSignOn.isConfigured { shared["oidc_name"] = .string(singleSignOn.name) }
        for (key, path) in [("stylesheet", "/app.css"), ("script", "/app.js"), ("facts_script", "/facts.js"), ("passkeys_script", "/passkeys.js")] {
            shared[key] = .string(staticFiles.version(of: path).map { "\(path)?v=\($0)" } ?? path)
        }
        self.shared = shared
    }

    /// `adding` puts the layout's values in first, so the page's own win; the values are
    /// gathered in one dictionary, sized once.
    func render(_ template: String, _ context: [String: TemplateValue] = [:], status: HTTPStatus = .ok,
                adding layout: (inout [String: TemplateValue]) -> Void = { _ in }) throws -> Response {
        try render(template, context, status: status, locating: nil, adding: layout).response
    }

    /// `render`, with the page's slot where the first include of the template `part` went
    /// (see `SlottedPage`); no slot without a `part`.
    func render(_ template: String, _ context: [String: TemplateValue], status: HTTPStatus, locating part: String?,
                adding layout: (inout [String: TemplateValue]) -> Void) throws -> SlottedPage {
        var values = shared
        values.reserveCapacity(shared.count + context.count + 2)
        layout(&values)
        values.merge(context) { _, page in page }
        let (body, slot) = try part.map { try templates.render(template, .dictionary(values), locating: $0) }
            ?? (templates.render(template, .dictionary(values)), nil)
        return SlottedPage(Response(status: status, headers: [
            "Content-Type": "text/html; charset=utf-8",
            // Pages may show one person's data: never kept in a shared cache, nor in the browser,
            // so Back after a logout on a shared phone asks the server again (issue 35).
            "Cache-Control": "private, no-store",
        ], body: body), slot: slot)
    }
}
