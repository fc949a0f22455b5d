/// Collects decoded text into lines for `HTMLTextReader`: whitespace runs become one space,
/// refused characters (controls, text-direction overrides: see `PlainText`) are dropped, and
/// each line is trimmed and put in NFC when it ends.
struct HTMLLineBuilder {
    private let bytes: [UInt8]
    private let maxLines: Int
    private let maxLineLength: Int
    private(set) var lines: [HTMLText.Line] = []
    private var line = String.UnicodeScalarView()
    private var length = 0
    private var pendingSpace = false
    private var lead: String?
    /// Whether the text appended now is bold or in a heading (`HTMLTextReader` says).
    var isEmphasizing = false
    /// Whether every character of the line so far came while emphasizing.
    private var lineIsEmphasized = true
    /// Set once a limit was reached: what follows is left out.
    private(set) var isFull = false

    init(bytes: [UInt8], maxLines: Int, maxLineLength: Int) {
        self.bytes = bytes
        self.maxLines = maxLines
        self.maxLineLength = maxLineLength
    }

    /// Appends a text token's bytes, decoding UTF-8 (invalid bytes become U+FFFD) and
    /// character references.
    mutating func append(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            let ampersand = bytes[index..<range.upperBound].firstIndex(of: UInt8(ascii: "&")) ?? range.upperBound
            if ampersand > index {
                for scalar in String(decoding: bytes[index..<ampersand], as: UTF8.self).unicodeScalars { append(scalar) }
            }
            guard ampersand < range.upperBound else { return }
            if let (scalar, next) = HTMLEntities.decode(bytes, at: ampersand, end: range.upperBound) {
                append(scalar)
                index = next
            } else {
                append("&")
                index = ampersand + 1
            }
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar) {
        if Self.isSpace(scalar) {
            pendingSpace = !line.isEmpty
            return
        }
        guard PlainText.refusedKind(scalar) == nil, scalar != "\u{FEFF}", scalar != "\u{AD}" else { return }
        // The space a word brings along counts too: a line never passes the limit.
        guard length + (pendingSpace ? 2 : 1) <= maxLineLength else {
            isFull = true
            return
        }
        if pendingSpace {
            line.append(" ")
            length += 1
            pendingSpace = false
        }
        line.append(scalar)
        length += 1
        if !isEmphasizing { lineIsEmphasized = false }
    }

    /// An inline tag boundary: remembers the line's first run as its lead.
    mutating func endRun() {
        if lead == nil && !line.isEmpty { lead = Self.clean(line) }
    }

    mutating func endLine() {
        defer {
            line = String.UnicodeScalarView()
            length = 0
            pendingSpace = false
            lead = nil
            lineIsEmphasized = true
        }
        guard !line.isEmpty else { return }
        guard lines.count < maxLines else {
            isFull = true
            return
        }
        let text = Self.clean(line)
        lines.append(HTMLText.Line(text: text, lead: lead ?? text, isEmphasized: lineIsEmphasized))
    }

    /// NFC through the plain-text rule, which every refused character has already been kept from.
    private static func clean(_ scalars: String.UnicodeScalarView) -> String {
        switch PlainText.parse(String(scalars), multiline: false) {
        case .success(let text): text
        case .failure(let problem): problem.withoutRefused
        }
    }

    /// HTML's ASCII whitespace and the no-break space, which `&nbsp;` paragraphs are made of.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}": true
        default: false
        }
    }
}
