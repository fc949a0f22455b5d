/// A piece of a fact's text, and whether it matched the search.
public struct TextRun: Sendable, Equatable {
    public let text: String
    public let isMatch: Bool

    public init(_ text: String, isMatch: Bool) {
        self.text = text
        self.isMatch = isMatch
    }
}
