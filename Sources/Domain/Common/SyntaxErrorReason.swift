/// What one reader found wrong (`JSONErrorReason`, `XMLErrorReason`), said for a person.
public protocol SyntaxErrorReason: Sendable, Equatable {
    var explanation: String { get }
}
