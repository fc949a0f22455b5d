/// One class type's workout of the day, as lines of text.
public struct WODSection: Sendable, Equatable {
    public let classType: String
    public var lines: [String]

    public init(classType: String, lines: [String]) {
        self.classType = classType
        self.lines = lines
    }

    /// The stored form: one line per line.
    public var body: String { lines.joined(separator: "\n") }
}
