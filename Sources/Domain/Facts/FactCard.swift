/// A fact laid out as a square card for social networks (1080 × 1080, the size Instagram and
/// others show uncropped): the text as large as fits, wrapped by estimated glyph widths, and
/// its source underneath. The text never shrinks below 40 px to fit; a fact that does not fit
/// the square at 40 px makes the card taller instead, as the original app's square gave way
/// for long facts.
public struct FactCard: Sendable, Equatable {
    public struct Line: Sendable, Equatable {
        public let text: String
        /// The y of the line's baseline, in pixels from the card's top.
        public let baseline: Int
    }

    public static let width = 1080
    public static let minimumFontSize = 40
    public static let maximumFontSize = 88
    public static let sourceFontSize = 30
    /// Left and right, and the room above the text for the app's name.
    public static let margin = 90
    public static let header = 190
    /// Between the text and its source, and under the source for the footer.
    static let gap = 50
    static let footer = 110
    public static var textWidth: Int { width - 2 * margin }

    public let height: Int
    public let fontSize: Int
    public let lines: [Line]
    public let sourceLines: [Line]

    public init(text: String, source: String) {
        let words = Self.measured(text)
        let sourceLines = Self.wrap(Self.measured(source), fontSize: Self.sourceFontSize)
        let sourceHeight = sourceLines.count * Self.lineHeight(Self.sourceFontSize)
        let reserved = Self.header + Self.gap + sourceHeight + Self.footer
        var fontSize = Self.maximumFontSize
        var lines = Self.wrap(words, fontSize: fontSize)
        while fontSize > Self.minimumFontSize && reserved + lines.count * Self.lineHeight(fontSize) > Self.width {
            fontSize -= 4
            lines = Self.wrap(words, fontSize: fontSize)
        }
        let textHeight = lines.count * Self.lineHeight(fontSize)
        height = max(Self.width, reserved + textHeight)
        self.fontSize = fontSize
        // The text sits in the middle of the room it has; the source right under it.
        let top = Self.header + (height - reserved - textHeight) / 2
        self.lines = Self.placed(lines, top: top, fontSize: fontSize)
        self.sourceLines = Self.placed(sourceLines, top: top + textHeight + Self.gap, fontSize: Self.sourceFontSize)
    }

    /// 1.3 times the font size: room for descenders and accents between lines.
    public static func lineHeight(_ fontSize: Int) -> Int {
        fontSize * 13 / 10
    }

    /// The estimated width of a line in pixels.
    public static func width(of text: String, fontSize: Int) -> Double {
        text.reduce(0) { $0 + GlyphWidth.em($1) } * Double(fontSize)
    }

    private static func placed(_ lines: [String], top: Int, fontSize: Int) -> [Line] {
        lines.enumerated().map { index, text in
            Line(text: text, baseline: top + index * lineHeight(fontSize) + fontSize)
        }
    }

    /// A word and its width in ems, measured once for every font size tried.
    private struct Word {
        let text: Substring
        let ems: Double
    }

    private static func measured(_ text: String) -> [Word] {
        text.split(separator: " ").map { Word(text: $0, ems: $0.reduce(0) { $0 + GlyphWidth.em($1) }) }
    }

    /// Greedy wrapping at spaces; a word wider than a whole line (a long URL) is cut where
    /// the line is full.
    private static func wrap(_ words: [Word], fontSize: Int) -> [String] {
        let limit = Double(textWidth) / Double(fontSize)
        let space = GlyphWidth.em(" ")
        var lines: [String] = []
        var line = ""
        var lineEms = 0.0
        for word in words {
            if !line.isEmpty && lineEms + space + word.ems <= limit {
                // Appended as a Substring: `+` went through the generic, character by character append.
                line += " "
                line.append(contentsOf: word.text)
                lineEms += space + word.ems
                continue
            }
            if !line.isEmpty { lines.append(line) }
            guard word.ems > limit else {
                (line, lineEms) = (String(word.text), word.ems)
                continue
            }
            (line, lineEms) = ("", 0)
            for character in word.text {
                let ems = GlyphWidth.em(character)
                if !line.isEmpty && lineEms + ems > limit {
                    lines.append(line)
                    (line, lineEms) = ("", 0)
                }
                line.append(character)
                lineEms += ems
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
