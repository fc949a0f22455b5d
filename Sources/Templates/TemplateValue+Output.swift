extension TemplateValue {
    /// False for `false`, empty text, empty lists and dictionaries and zero; true otherwise.
    /// (A missing value is false too; the renderer handles that before it gets here.)
    var isTruthy: Bool {
        switch self {
        case .string(let text), .html(let text): !text.isEmpty
        case .int(let number): number != 0
        case .double(let number): number != 0
        case .bool(let flag): flag
        case .list(let items): !items.isEmpty
        case .dictionary(let fields): !fields.isEmpty
        case .rows(let rows): rows.count > 0
        case .row: true
        }
    }

    /// Writes the value as text. Lists, dictionaries and rows have no text of their own and write
    /// nothing; `.html` is trusted and never escaped.
    func append(to output: inout TemplateOutput, escaped: Bool) {
        switch self {
        case .string(let text) where escaped: output.appendEscaped(text)
        case .string(let text), .html(let text): output.appendUTF8(text)
        case .int(let number): output.appendInteger(number)
        case .double(let number): output.appendRounded(number)
        case .bool(let flag): output.appendUTF8(flag ? "true" : "false")
        case .list, .dictionary, .rows, .row: break
        }
    }
}
