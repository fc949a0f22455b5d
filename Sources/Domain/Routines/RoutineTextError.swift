/// Why a routine's text was refused: the 1-based line and a message a person can act on
/// ("“3x” needs reps after the x, as in 3x5").
public struct RoutineTextError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    /// "line 4: …", as a 422 page shows it.
    public var description: String { "line \(line): \(message)" }
}
