/// Reads XML 1.0 from bytes as a stream of events, strictly and within limits, for files
/// people upload (GPX). What it leaves out is on purpose: a DOCTYPE is refused, so no entity
/// can be defined (no "billion laughs", no external files); only the five predefined entities
/// and character references are resolved; UTF-8, and what `XMLTranscoder` turns into it. Depth, attributes, names and texts are
/// bounded and nothing recurses, so a hostile file costs time linear in its size at most.
public struct XMLReader {
    public static let maxDepth = 100
    public static let maxAttributes = 100
    public static let maxNameBytes = 256
    public static let maxTextBytes = 1 << 20

    private var bytes: ArraySlice<UInt8>
    private var index: Int
    private var begun = false
    /// The qualified names of the open elements, as ranges of `bytes`, to match end tags.
    private var open: [Range<Int>] = []
    private var sawRoot = false
    /// The end of an empty-element tag (`<a/>`), reported right after its start.
    private var pendingEnd: String?

    /// Positions in errors count from the slice's start: an upload is read where it lies in
    /// the request's body, not copied out of it.
    public init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
    }

    public init(_ bytes: [UInt8]) {
        self.init(bytes[...])
    }

    /// The next event; nil once the root element is closed and only comments, processing
    /// instructions or whitespace follow.
    public mutating func next() throws(XMLError) -> XMLEvent? {
        if !begun {
            begun = true
            try prolog()
        }
        if let name = pendingEnd {
            pendingEnd = nil
            return .end(name: name)
        }
        while index < bytes.endIndex {
            if bytes[index] == Byte.lessThan {
                if let event = try markup() { return event }
            } else if let text = try text() {
                return .text(text)
            }
        }
        if let last = open.last { throw failure(.unclosed(try string(last))) }
        guard sawRoot else { throw failure(.noRoot) }
        return nil
    }

    /// A byte order mark and the XML declaration. UTF-16 (told by its mark) and a declared
    /// ISO-8859-1 or windows-1252 are read as UTF-8 from here on; other declared encodings
    /// are refused rather than misread.
    private mutating func prolog() throws(XMLError) {
        var utf16 = false
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            var offset = 0
            guard let utf8 = XMLTranscoder.utf8(utf16: Array(bytes), offset: &offset) else { throw failure(.invalidUTF16(offset: offset), at: bytes.startIndex) }
            // A copy, positions from 0: only files in another encoding pay for one.
            bytes = utf8[...]
            index = 0
            utf16 = true
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        guard bytes[index...].starts(with: "<?xml".utf8), index + 5 < bytes.endIndex, Byte.isWhitespace(bytes[index + 5]) else { return }
        guard var end = find("?>", from: index) else { throw failure(.unexpectedEnd, at: bytes.endIndex) }
        if let declared = declaredEncoding(bytes[index..<end]) {
            let encoding = declared.lowercased()
            if XMLTranscoder.singleByteNames.contains(encoding) && !utf16 {
                // The declaration is ASCII, so its end keeps its place from the start.
                end -= bytes.startIndex
                bytes = XMLTranscoder.utf8(windows1252: Array(bytes))[...]
            } else if !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding) && !(utf16 && encoding.hasPrefix("utf-16")) {
                throw failure(.unsupportedEncoding(declared))
            }
        }
        index = end + 2
    }

    /// The value of `encoding="…"` in the declaration, printable ASCII only, for the message.
    private func declaredEncoding(_ declaration: ArraySlice<UInt8>) -> String? {
        let key = Array("encoding".utf8)
        guard let start = declaration.indices.first(where: { declaration[$0...].starts(with: key) }) else { return nil }
        let rest = declaration[(start + key.count)...].drop { Byte.isWhitespace($0) || $0 == UInt8(ascii: "=") }
        guard let quote = rest.first, quote == Byte.quote || quote == Byte.apostrophe else { return nil }
        let value = rest.dropFirst().prefix { $0 != quote && $0 >= 0x20 && $0 < 0x7F }.prefix(40)
        return String(decoding: value, as: UTF8.self)
    }

    /// What follows a `<`, told by the byte after it (the common tags first).
    private mutating func markup() throws(XMLError) -> XMLEvent? {
        switch index + 1 < bytes.endIndex ? bytes[index + 1] : 0 {
        case Byte.slash:
            return .end(name: try endTag())
        case UInt8(ascii: "?"):
            try skip(from: index + 2, past: "?>")
        case UInt8(ascii: "!"):
            let rest = bytes[index...]
            if rest.starts(with: "<!--".utf8) {
                try skip(from: index + 4, past: "-->")
            } else if rest.starts(with: "<![CDATA[".utf8) {
                return try cdata()
            } else {
                throw failure(rest.starts(with: "<!DOCTYPE".utf8) ? .doctype : .unexpectedByte(UInt8(ascii: "!")))
            }
        default:
            return try startTag()
        }
        return nil
    }

    private mutating func startTag() throws(XMLError) -> XMLEvent {
        if sawRoot && open.isEmpty { throw failure(.secondRoot) }
        index += 1
        let name = try nameRange()
        var attributes: [XMLAttribute] = []
        var attributeNames: [Range<Int>] = []
        while true {
            let spaced = skipWhitespace()
            guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
            switch bytes[index] {
            case Byte.greaterThan:
                index += 1
                try push(name)
                return .start(name: try localName(name), attributes: attributes)
            case Byte.slash:
                guard index + 1 < bytes.endIndex, bytes[index + 1] == Byte.greaterThan else { throw failure(.unexpectedByte(Byte.slash)) }
                index += 2
                guard open.count < Self.maxDepth else { throw failure(.tooDeep(limit: Self.maxDepth)) }
                sawRoot = true
                let local = try localName(name)
                pendingEnd = local
                return .start(name: local, attributes: attributes)
            default:
                guard spaced else { throw failure(.unexpectedByte(bytes[index])) }
                let attributeName = try nameRange()
                guard attributes.count < Self.maxAttributes else { throw failure(.tooManyAttributes(limit: Self.maxAttributes)) }
                if attributeNames.contains(where: { bytes[$0].elementsEqual(bytes[attributeName]) }) {
                    throw failure(.duplicateAttribute(try string(attributeName)))
                }
                attributeNames.append(attributeName)
                attributes.append(XMLAttribute(name: try string(attributeName), value: try attributeValue()))
            }
        }
    }

    /// `= "value"` or `= 'value'` after an attribute's name; `<` may not appear in it.
    private mutating func attributeValue() throws(XMLError) -> String {
        skipWhitespace()
        try expect(UInt8(ascii: "="))
        skipWhitespace()
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        let quote = bytes[index]
        guard quote == Byte.quote || quote == Byte.apostrophe else { throw failure(.unexpectedByte(quote)) }
        index += 1
        let start = index
        while index < bytes.endIndex, bytes[index] != quote {
            if bytes[index] == Byte.lessThan { throw failure(.unexpectedByte(Byte.lessThan)) }
            try checkCharacter()
            index += 1
        }
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        index += 1
        return try decoded(start..<(index - 1))
    }

    private mutating func push(_ name: Range<Int>) throws(XMLError) {
        guard open.count < Self.maxDepth else { throw failure(.tooDeep(limit: Self.maxDepth)) }
        open.append(name)
        sawRoot = true
    }

    private mutating func endTag() throws(XMLError) -> String {
        let tagStart = index
        index += 2
        let name = try nameRange()
        skipWhitespace()
        try expect(Byte.greaterThan)
        guard let last = open.last else { throw failure(.strayEndTag(try string(name)), at: tagStart) }
        guard bytes[last].elementsEqual(bytes[name]) else {
            throw failure(.mismatchedEndTag(open: try string(last), close: try string(name)), at: tagStart)
        }
        open.removeLast()
        return try localName(name)
    }

    private mutating func cdata() throws(XMLError) -> XMLEvent? {
        guard !open.isEmpty else { throw failure(.textOutsideRoot) }
        index += 9
        let start = index
        guard let end = find("]]>", from: start) else { throw failure(.unexpectedEnd, at: bytes.endIndex) }
        while index < end {
            try checkCharacter()
            index += 1
        }
        index = end + 3
        guard end - start <= Self.maxTextBytes else { throw failure(.textTooLong(limit: Self.maxTextBytes)) }
        return start == end ? nil : .text(try string(start..<end))
    }

    /// Character data up to the next tag; nil for whitespace only. Outside the root element
    /// only whitespace may stand.
    private mutating func text() throws(XMLError) -> String? {
        let start = index
        var blank = true
        while index < bytes.endIndex, bytes[index] != Byte.lessThan {
            if !Byte.isWhitespace(bytes[index]) {
                if open.isEmpty { throw failure(.textOutsideRoot) }
                blank = false
            }
            try checkCharacter()
            index += 1
        }
        if blank { return nil }
        return try decoded(start..<index)
    }

    /// XML 1.0 allows tab, line feed and carriage return of the C0 controls, nothing else.
    private func checkCharacter() throws(XMLError) {
        let byte = bytes[index]
        if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D { throw failure(.controlCharacter) }
    }

    // MARK: Names and text

    /// An XML name, loosely: ASCII by the letter of the rule, any non-ASCII byte allowed
    /// (UTF-8 is checked when the name becomes a string).
    private mutating func nameRange() throws(XMLError) -> Range<Int> {
        let start = index
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        guard Byte.isNameStart(bytes[index]) else { throw failure(.unexpectedByte(bytes[index])) }
        while index < bytes.endIndex, Byte.isNameStart(bytes[index]) || Byte.isNameRest(bytes[index]) {
            index += 1
            guard index - start <= Self.maxNameBytes else { throw failure(.nameTooLong(limit: Self.maxNameBytes)) }
        }
        return start..<index
    }

    /// The name after its prefix: `gpxtpx:hr` is `hr`.
    private func localName(_ name: Range<Int>) throws(XMLError) -> String {
        var start = name.upperBound
        while start > name.lowerBound && bytes[start - 1] != UInt8(ascii: ":") { start -= 1 }
        return try string(start < name.upperBound && start > name.lowerBound ? start..<name.upperBound : name)
    }

    /// Names and numbers are ASCII, which needs no validating: that path is the fast one.
    private func string(_ range: Range<Int>) throws(XMLError) -> String {
        let text = bytes.withUnsafeBufferPointer { buffer -> String? in
            let slice = UnsafeBufferPointer(rebasing: buffer[(range.lowerBound - bytes.startIndex)..<(range.upperBound - bytes.startIndex)])
            return slice.allSatisfy { $0 < 0x80 } ? String(decoding: slice, as: UTF8.self) : String(validating: slice, as: UTF8.self)
        }
        guard let text else { throw failure(.invalidUTF8) }
        return text
    }

    /// Text or an attribute value with `&lt;` and the like and `&#…;` resolved.
    private func decoded(_ range: Range<Int>) throws(XMLError) -> String {
        guard range.count <= Self.maxTextBytes else { throw failure(.textTooLong(limit: Self.maxTextBytes)) }
        guard bytes[range].contains(Byte.ampersand) else { return try string(range) }
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            guard bytes[position] == Byte.ampersand else {
                output.append(bytes[position])
                position += 1
                continue
            }
            let nameEnd = bytes[(position + 1)..<range.upperBound].prefix(10).firstIndex(of: UInt8(ascii: ";"))
            guard let nameEnd else {
                let name = bytes[(position + 1)..<range.upperBound].prefix { Byte.isNameRest($0) || Byte.isNameStart($0) }.prefix(10)
                throw failure(.unknownEntity(String(decoding: name, as: UTF8.self)), at: position)
            }
            try appendReference(bytes[(position + 1)..<nameEnd], at: position, to: &output)
            position = nameEnd + 1
        }
        guard let text = String(validating: output, as: UTF8.self) else { throw failure(.invalidUTF8) }
        return text
    }

    private func appendReference(_ name: ArraySlice<UInt8>, at position: Int, to output: inout [UInt8]) throws(XMLError) {
        switch String(decoding: name, as: UTF8.self) {
        case "lt": output.append(Byte.lessThan)
        case "gt": output.append(Byte.greaterThan)
        case "amp": output.append(Byte.ampersand)
        case "quot": output.append(Byte.quote)
        case "apos": output.append(Byte.apostrophe)
        case let other where other.hasPrefix("#"):
            guard let scalar = Self.characterReference(other.dropFirst()) else { throw failure(.badCharacterReference, at: position) }
            output.append(contentsOf: String(Character(scalar)).utf8)
        case let other:
            throw failure(.unknownEntity(other + ";"), at: position)
        }
    }

    /// `#123` or `#x7B` (the `#` already dropped), if it names a character XML 1.0 allows.
    private static func characterReference(_ digits: Substring) -> Unicode.Scalar? {
        let hex = digits.hasPrefix("x")
        let number = hex ? digits.dropFirst() : digits
        guard !number.isEmpty, number.utf8.allSatisfy({ hex ? $0.isHexDigit : ($0 >= 0x30 && $0 <= 0x39) }),
              let value = BoundedNumber.integer(number, radix: hex ? 16 : 10, in: UInt32(0)...0x10FFFF) else { return nil }
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return Unicode.Scalar(value)
        default: return nil
        }
    }

    // MARK: Moving along

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.endIndex, Byte.isWhitespace(bytes[index]) { index += 1 }
        return index > start
    }

    private mutating func expect(_ byte: UInt8) throws(XMLError) {
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        guard bytes[index] == byte else { throw failure(.unexpectedByte(bytes[index])) }
        index += 1
    }

    private mutating func skip(from start: Int, past terminator: String) throws(XMLError) {
        guard let found = find(terminator, from: start) else { throw failure(.unexpectedEnd, at: bytes.endIndex) }
        index = found + terminator.utf8.count
    }

    private func find(_ terminator: String, from start: Int) -> Int? {
        let pattern = Array(terminator.utf8)
        var position = start
        while position + pattern.count <= bytes.endIndex {
            if bytes[position] == pattern[0] && bytes[position..<(position + pattern.count)].elementsEqual(pattern) { return position }
            position += 1
        }
        return nil
    }

    /// The error, at `position` or where reading stopped.
    private func failure(_ reason: XMLErrorReason, at position: Int? = nil) -> XMLError {
        let end = min(position ?? index, bytes.endIndex)
        var line = 1
        var lineStart = bytes.startIndex
        for offset in bytes.startIndex..<end where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        return XMLError(reason: reason, line: line, column: end - lineStart + 1)
    }
}

/// The bytes XML's grammar names.
private enum Byte {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let ampersand = UInt8(ascii: "&")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameRest(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
