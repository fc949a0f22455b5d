/// Why a text document could not be read (`JSONError`, `XMLError`), with the line and column
/// where reading stopped, so a person can find the spot in an editor: "line 3, column 7: …".
public struct SyntaxError<Reason: SyntaxErrorReason>: Error, Sendable, Equatable, CustomStringConvertible {
    public let reason: Reason
    public let line: Int
    public let column: Int

    public init(reason: Reason, line: Int, column: Int) {
        self.reason = reason
        self.line = line
        self.column = column
    }

    public var description: String {
        "line \(line), column \(column): \(reason.explanation)"
    }
}
