/// Why a document is not JSON, with the line and column where reading stopped, so a person
/// can find the spot in an editor.
public struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        case unexpectedEnd
        case unexpectedByte(UInt8)
        case badEscape
        case badNumber
        case controlCharacterInString
        case invalidUTF8
        case tooDeep(limit: Int)
        case trailingContent
    }

    public let reason: Reason
    public let line: Int
    public let column: Int

    public var description: String {
        "line \(line), column \(column): \(explanation)"
    }

    private var explanation: String {
        switch reason {
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
