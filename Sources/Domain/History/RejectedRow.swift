/// A row left out of an import, and why: "line 212: reps 'ten' is not a whole number".
public struct RejectedRow: Sendable, Equatable, CustomStringConvertible {
    /// The physical line the row starts on, 1-based.
    public let line: Int
    public let reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { "line \(line): \(reason)" }
}
