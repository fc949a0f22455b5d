/// The text of an HTML fragment as lines, in document order: what a person reads, none of the
/// markup, attributes or scripts.
public struct HTMLText: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        /// The line's text, spaces collapsed and trimmed, in NFC.
        public let text: String
        /// The text before the line's first inline tag boundary (`<strong>A10</strong> …` gives
        /// "A10"), so a heading run into its first line is still found.
        public let lead: String
        /// Every character of the line was bold or in a heading (`<strong>A20</strong>`): how a
        /// post sets off a class's name, known or not.
        public let isEmphasized: Bool
    }

    public let lines: [Line]
    /// Set when the input or the lines went past the reader's limits and the rest was left out.
    public let isTruncated: Bool
}
