/// Why a document is not JSON, and where (`SyntaxError`).
public typealias JSONError = SyntaxError<JSONErrorReason>

public enum JSONErrorReason: SyntaxErrorReason {
    case unexpectedEnd
    case unexpectedByte(UInt8)
    case badEscape
    case badNumber
    case controlCharacterInString
    case invalidUTF8
    case tooDeep(limit: Int)
    case trailingContent

    public var explanation: String {
        switch self {
        case .unexpectedEnd: "the JSON ends too early"
        case .unexpectedByte(let byte): UnexpectedByte.description(byte)
        case .badEscape: "a backslash escape that JSON does not have"
        case .badNumber: "a malformed number"
        case .controlCharacterInString: "a control character inside text (write it as \\n, \\t or \\u00XX)"
        case .invalidUTF8: "text that is not UTF-8"
        case .tooDeep(let limit): "lists and objects nested more than \(limit) deep"
        case .trailingContent: "more content after the JSON value"
        }
    }
}
