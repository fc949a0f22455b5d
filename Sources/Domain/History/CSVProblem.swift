/// A record the reader could split only by guessing, so its fields are not to be trusted.
public enum CSVProblem: Sendable, Equatable, CustomStringConvertible {
    /// A quoted field opened on the record's line and never closed: the rest of the input
    /// went into it.
    case unclosedQuote(field: Int)
    /// Text followed a closing quote before the separator, as in `"abc"def`.
    case textAfterQuote(field: Int)
    case tooManyFields(limit: Int)

    public var description: String {
        switch self {
        case .unclosedQuote(let field): "field \(field) opens a quote that is never closed"
        case .textAfterQuote(let field): "field \(field) has text after its closing quote"
        case .tooManyFields(let limit): "more than \(limit) fields"
        }
    }
}
