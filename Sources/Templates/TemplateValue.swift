/// A value a template can show, test or loop over.
///
/// Handlers build these with literals:
/// `["title": "Home", "user": ["first_name": .string(name)]]`.
public enum TemplateValue: Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case list([TemplateValue])
    case dictionary([String: TemplateValue])
    /// Trusted HTML, written without escaping even through `{{ }}`, for fragments the code
    /// built safely itself.
    case html(String)
}
