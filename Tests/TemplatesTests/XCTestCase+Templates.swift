import Templates
import XCTest

extension XCTestCase {
    /// Renders `source` as the only template of a library.
    func render(_ source: String, _ context: TemplateValue = [:]) throws -> String {
        try render("page", in: TemplateLibrary(templates: ["page": source]), context)
    }

    func render(_ name: String, in library: TemplateLibrary, _ context: TemplateValue = [:]) throws -> String {
        String(decoding: try library.render(name, context), as: UTF8.self)
    }

    /// The description of the error loading `templates` throws, or nil when they load.
    func loadError(_ templates: [String: String]) -> String? {
        do {
            _ = try TemplateLibrary(templates: templates)
            return nil
        } catch {
            return error.description
        }
    }
}
