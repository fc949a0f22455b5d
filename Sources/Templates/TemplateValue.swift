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
    /// A list whose items are rows of named cells: what `{% for %}` and `loop.` see is the
    /// same as for a list of dictionaries, built without one.
    case rows(TemplateRows)
    /// One of those rows, as `{% for %}` binds it; its fields are its cells.
    case row(TemplateRows, Int)
    /// Trusted HTML, written without escaping even through `{{ }}`, for fragments the code
    /// built safely itself.
    case html(String)
}
