/// Splits HTML into text and tags after the WHATWG tokenizer's rules where they matter for
/// pulling text out of a pasted post (HTML Living Standard §13.2.5), and tolerantly elsewhere:
/// comments, doctypes and processing instructions are skipped; the content of raw-text elements
/// (`script`, `style`…) is skipped whole, so nothing inside them is ever read as text or tags;
/// a `<` that starts no tag is text; an unclosed tag or comment ends the input. Every step moves
/// forward, so the work is linear in the input and needs no recursion.
struct HTMLTokenizer {
    /// Elements whose content is not markup (§13.1.2, raw text and escapable raw text, and the
    /// legacy ones the tokenizer also switches state for).
    static let rawText: Set<String> = ["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]
    /// Tag names longer than any HTML element are read but cut here.
    private static let maxNameLength = 32

    private let bytes: [UInt8]
    private let end: Int
    private var index: Int

    init(_ bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        index = range.lowerBound
        end = range.upperBound
    }

    mutating func next() -> HTMLToken? {
        while index < end {
            let start = index
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < end else { return text(from: start) }
            let byte = bytes[index + 1]
            if Self.isLetter(byte) { return startTag() }
            if byte == UInt8(ascii: "/"), index + 2 < end, Self.isLetter(bytes[index + 2]) { return endTag() }
            if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "/") {
                skipMarkupDeclaration()
                continue
            }
            return text(from: start)
        }
        return nil
    }

    /// Text up to the next `<` after the first byte (which may itself be a `<` that opens nothing).
    private mutating func text(from start: Int) -> HTMLToken {
        index += 1
        while index < end, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return .text(start..<index)
    }

    private mutating func startTag() -> HTMLToken {
        let start = index
        index += 1
        let name = tagName()
        let classes = attributes()
        if Self.rawText.contains(name) { skipRawText(name) }
        return .start(name: name, classes: classes, range: start..<index)
    }

    private mutating func endTag() -> HTMLToken {
        let start = index
        index += 2
        let name = tagName()
        // An end tag's attributes mean nothing; skip to its `>`.
        while index < end, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, end)
        return .end(name: name, range: start..<index)
    }

    /// The lowercased name at `index`, up to whitespace, `/` or `>`.
    private mutating func tagName() -> String {
        var name: [UInt8] = []
        while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">") {
            if name.count < Self.maxNameLength { name.append(Self.lowercased(bytes[index])) }
            index += 1
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// Reads attributes through the tag's closing `>`; returns the first `class` value.
    private mutating func attributes() -> String {
        var classes: String?
        while index < end {
            while index < end, Self.isSpace(bytes[index]) || bytes[index] == UInt8(ascii: "/") { index += 1 }
            guard index < end else { break }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            let nameStart = index
            // The first byte is part of the name even when it is `=` (§13.2.5.32).
            index += 1
            while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: ">"),
                  bytes[index] != UInt8(ascii: "=") {
                index += 1
            }
            let isClass = index - nameStart == 5 && bytes[nameStart..<index].map(Self.lowercased).elementsEqual("class".utf8)
            while index < end, Self.isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] == UInt8(ascii: "=") else { continue }
            index += 1
            let value = attributeValue()
            if isClass && classes == nil { classes = String(decoding: bytes[value], as: UTF8.self) }
        }
        return classes ?? ""
    }

    private mutating func attributeValue() -> Range<Int> {
        while index < end, Self.isSpace(bytes[index]) { index += 1 }
        guard index < end else { return index..<index }
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            let start = index + 1
            index = start
            while index < end, bytes[index] != quote { index += 1 }
            let value = start..<index
            index = min(index + 1, end)
            return value
        }
        let start = index
        while index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">") { index += 1 }
        return start..<index
    }

    /// Moves to the `</name` that ends a raw-text element, or to the end of the input.
    private mutating func skipRawText(_ name: String) {
        let closing = Array("</".utf8) + Array(name.utf8)
        while index < end {
            if bytes[index] == UInt8(ascii: "<"), index + closing.count <= end,
               bytes[index..<(index + closing.count)].map(Self.lowercased).elementsEqual(closing),
               index + closing.count == end || Self.isSpace(bytes[index + closing.count])
                || bytes[index + closing.count] == UInt8(ascii: ">") || bytes[index + closing.count] == UInt8(ascii: "/") {
                return
            }
            index += 1
        }
    }

    /// `<!-- … -->`, `<!DOCTYPE …>`, `<![CDATA[ … ]]>`, `<? … >`, `</ …>`: nothing to read.
    private mutating func skipMarkupDeclaration() {
        let comment = Array("<!--".utf8)
        if index + comment.count <= end, bytes[index..<(index + comment.count)].elementsEqual(comment) {
            index += comment.count
            // `<!-->` and `<!--->` are empty comments (§13.2.5.43).
            var dashes = 2
            while index < end {
                if bytes[index] == UInt8(ascii: ">"), dashes >= 2 {
                    index += 1
                    return
                }
                dashes = bytes[index] == UInt8(ascii: "-") ? dashes + 1 : 0
                index += 1
            }
            return
        }
        while index < end, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, end)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
