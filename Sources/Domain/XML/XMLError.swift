/// Why a document is not XML we read, and where (`SyntaxError`).
public typealias XMLError = SyntaxError<XMLErrorReason>

public enum XMLErrorReason: SyntaxErrorReason {
    case unexpectedEnd
    case unclosed(String)
    case unexpectedByte(UInt8)
    case mismatchedEndTag(open: String, close: String)
    case strayEndTag(String)
    case doctype
    case unknownEntity(String)
    case badCharacterReference
    case controlCharacter
    case invalidUTF8
    case unsupportedEncoding(String)
    /// UTF-16 with a lone surrogate or an odd last byte, at that byte of the file.
    case invalidUTF16(offset: Int)
    case tooDeep(limit: Int)
    case tooManyAttributes(limit: Int)
    case duplicateAttribute(String)
    case nameTooLong(limit: Int)
    case textTooLong(limit: Int)
    case textOutsideRoot
    case secondRoot
    case noRoot

    public var explanation: String {
        switch self {
        case .unexpectedEnd: "the file ends too early; was it cut short?"
        case .unclosed(let name): "the file ends before <\(name)> is closed; was it cut short?"
        case .unexpectedByte(let byte): UnexpectedByte.description(byte)
        case let .mismatchedEndTag(open, close): "</\(close)> closes <\(open)>"
        case .strayEndTag(let name): "</\(name)> closes nothing"
        case .doctype: "a DOCTYPE, which track files never need; remove it"
        case .unknownEntity(let name): "&\(name) is not one of XML's five entities (&lt; &gt; &amp; &quot; &apos;); write a lone & as &amp;"
        case .badCharacterReference: "a character reference that names no character XML allows"
        case .controlCharacter: "a control character, which XML does not allow"
        case .invalidUTF8: "text that is not UTF-8"
        case .unsupportedEncoding(let name): "the file says it is in \(name); save it as UTF-8"
        case .invalidUTF16(let offset): "the file starts as UTF-16 but byte \(offset) is not; save it as UTF-8"
        case .tooDeep(let limit): "elements nested more than \(limit) deep"
        case .tooManyAttributes(let limit): "an element with more than \(limit) attributes"
        case .duplicateAttribute(let name): "the attribute \(name) is given twice"
        case .nameTooLong(let limit): "a name longer than \(limit) characters"
        case .textTooLong(let limit): "a text longer than \(limit / 1024) KiB"
        case .textOutsideRoot: "text outside the root element"
        case .secondRoot: "a second root element"
        case .noRoot: "no root element"
        }
    }
}
