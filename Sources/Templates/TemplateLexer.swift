/// Cuts a template's bytes into literal text, `{{ }}` outputs and `{% %}` tags, drops
/// `{# #}` comments (joining the text around them), and counts lines so errors can name them.
struct TemplateLexer {
    private let source: [UInt8]
    private let file: String
    private var position = 0
    private var line = 1

    init(source: [UInt8], file: String) {
        self.source = source
        self.file = file
    }

    mutating func next() throws(TemplateError) -> TemplateToken? {
        var text: [UInt8] = []
        while position < source.count {
            let opening = openingDelimiter(from: position) ?? source.count
            text += source[position..<opening]
            line += Self.newlines(in: source[position..<opening])
            position = opening
            guard position < source.count else { break }
            if source[position + 1] == UInt8(ascii: "#") {
                _ = try delimited()
            } else if !text.isEmpty {
                return .text(text)
            } else {
                let (kind, inside, line) = try delimited()
                let words = String(decoding: inside, as: UTF8.self)
                return kind == UInt8(ascii: "{") ? .output(words, line: line) : .tag(words, line: line)
            }
        }
        return text.isEmpty ? nil : .text(text)
    }

    /// Reads `{{ … }}`, `{% … %}` or `{# … #}` starting at `position`: which kind (the
    /// second byte), what is inside, and the line it opens on.
    private mutating func delimited() throws(TemplateError) -> (kind: UInt8, inside: ArraySlice<UInt8>, line: Int) {
        let kind = source[position + 1]
        let start = position + 2
        guard let end = closingDelimiter(of: kind, from: start) else {
            let opening = String(decoding: source[position..<start], as: UTF8.self)
            let closing = String(decoding: [Self.closer(of: kind), UInt8(ascii: "}")], as: UTF8.self)
            throw TemplateError(file: file, line: line, message: "`\(opening)` is never closed with `\(closing)`")
        }
        let inside = source[start..<end]
        let openingLine = line
        line += Self.newlines(in: inside)
        position = end + 2
        return (kind, inside, openingLine)
    }

    private func openingDelimiter(from start: Int) -> Int? {
        var index = start
        while index + 1 < source.count {
            if source[index] == UInt8(ascii: "{"), Self.isDelimiterKind(source[index + 1]) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Where the closing `}}`, `%}` or `#}` starts. An output or tag that reaches another
    /// opening first counts as unclosed, so the error points at the broken one, not at a
    /// later line. Comments may hold template code that was switched off.
    private func closingDelimiter(of kind: UInt8, from start: Int) -> Int? {
        let closer = Self.closer(of: kind)
        var index = start
        while index + 1 < source.count {
            if source[index] == closer, source[index + 1] == UInt8(ascii: "}") {
                return index
            }
            if kind != UInt8(ascii: "#"), source[index] == UInt8(ascii: "{"), Self.isDelimiterKind(source[index + 1]) {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// `}` for `{{`, `%` for `{%`, `#` for `{#`: the byte before the final `}`.
    private static func closer(of kind: UInt8) -> UInt8 {
        kind == UInt8(ascii: "{") ? UInt8(ascii: "}") : kind
    }

    private static func isDelimiterKind(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%") || byte == UInt8(ascii: "#")
    }

    private static func newlines(in bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { count, byte in byte == UInt8(ascii: "\n") ? count + 1 : count }
    }
}
