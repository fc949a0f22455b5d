/// Reads RFC 8259 JSON one value at a time, building only what its caller asks for (issue 23).
/// A reader of a known shape asks for an object, then its keys, then a number or a text, and
/// can refuse a value of the wrong kind at its first byte (`kind`); `skipValue` checks a value
/// it has no use for without keeping any of it. Strict (no comments, no trailing commas), with
/// a nesting limit so a hostile upload of `[[[[…` cannot exhaust the stack. A UTF-8 byte order
/// mark at the start is skipped: some Windows tools write one.
///
/// The caller keeps to the grammar: after `beginArray`, `nextItem` until it answers false,
/// reading one value after each true; after `beginObject`, `nextKey` until nil, reading one
/// value after each key.
public struct JSONReader {
    public static let defaultDepthLimit = 64

    /// A number is any finite double the grammar spells; each field then states its own range
    /// (`DocumentReader.wholeNumber(in:)`).
    private static let numbers = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude

    private let bytes: ArraySlice<UInt8>
    private let depthLimit: Int
    private var index: Int
    private var depth = 0
    /// Just after a `[` or `{`: the next item or key has no comma before it.
    private var atOpening = false

    public init(_ bytes: ArraySlice<UInt8>, depthLimit: Int = defaultDepthLimit) {
        self.bytes = bytes
        self.depthLimit = depthLimit
        index = bytes.startIndex
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
    }

    /// How far the reader has come, in bytes from the start.
    public var offset: Int { index - bytes.startIndex }

    /// The kind of the value that comes next, without reading it.
    public mutating func kind() throws(JSONError) -> JSONKind {
        let byte = try nextByte()
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        default: throw failure(.unexpectedByte(byte))
        }
    }

    public mutating func beginArray() throws(JSONError) {
        try open(UInt8(ascii: "["))
    }

    public mutating func beginObject() throws(JSONError) {
        try open(UInt8(ascii: "{"))
    }

    /// In a list: true when another item follows (read it next), false at the closing `]`.
    public mutating func nextItem() throws(JSONError) -> Bool {
        try next(closing: UInt8(ascii: "]"))
    }

    /// In an object: the next member's key, its `:` read (read its value next); nil at `}`.
    public mutating func nextKey() throws(JSONError) -> String? {
        guard try next(closing: UInt8(ascii: "}")) else { return nil }
        let byte = try nextByte()
        guard byte == UInt8(ascii: "\"") else { throw failure(.unexpectedByte(byte)) }
        let key = try string()
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// The end of the document: nothing but whitespace may follow the value.
    public mutating func end() throws(JSONError) {
        skipWhitespace()
        guard index == bytes.endIndex else { throw failure(.trailingContent) }
    }

    /// Checks the next value by the grammar, keeping nothing of it.
    public mutating func skipValue() throws(JSONError) {
        switch try kind() {
        case .object:
            try beginObject()
            while try nextKey() != nil { try skipValue() }
        case .array:
            try beginArray()
            while try nextItem() { try skipValue() }
        case .string:
            var unkept: String.UnicodeScalarView?
            try scanString(into: &unkept)
        case .number: _ = try number()
        case .bool: _ = try bool()
        case .null: try null()
        }
    }

    /// How many items the list that comes next holds, without reading it: a reader can
    /// check a limit before building any item, and take room for them at once.
    public func countItems() throws(JSONError) -> Int {
        var ahead = self
        try ahead.beginArray()
        var count = 0
        while try ahead.nextItem() {
            try ahead.skipValue()
            count += 1
        }
        return count
    }

    public mutating func bool() throws(JSONError) -> Bool {
        if try nextByte() == UInt8(ascii: "t") {
            try literal("true")
            return true
        }
        try literal("false")
        return false
    }

    public mutating func null() throws(JSONError) {
        try literal("null")
    }

    /// Why reading stopped, with the line and column of where it stopped.
    public func failure(_ reason: JSONErrorReason) -> JSONError {
        var line = 1
        var lineStart = bytes.startIndex
        for position in bytes.startIndex..<min(index, bytes.endIndex) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONError(reason: reason, line: line, column: index - lineStart + 1)
    }

    private mutating func open(_ bracket: UInt8) throws(JSONError) {
        let byte = try nextByte()
        guard byte == bracket else { throw failure(.unexpectedByte(byte)) }
        guard depth < depthLimit else { throw failure(.tooDeep(limit: depthLimit)) }
        depth += 1
        index += 1
        atOpening = true
    }

    /// True at a comma (or the first member), false at the closing bracket.
    private mutating func next(closing: UInt8) throws(JSONError) -> Bool {
        let byte = try nextByte()
        let first = atOpening
        atOpening = false
        if byte == closing {
            index += 1
            depth -= 1
            return false
        }
        if first { return true }
        guard byte == UInt8(ascii: ",") else { throw failure(.unexpectedByte(byte)) }
        index += 1
        return true
    }

    /// The next byte that is not whitespace, not read.
    private mutating func nextByte() throws(JSONError) -> UInt8 {
        skipWhitespace()
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        return bytes[index]
    }

    private mutating func expect(_ byte: UInt8) throws(JSONError) {
        let found = try nextByte()
        guard found == byte else { throw failure(.unexpectedByte(found)) }
        index += 1
    }

    private mutating func literal(_ word: StaticString) throws(JSONError) {
        skipWhitespace()
        for offset in 0..<word.utf8CodeUnitCount {
            guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
            guard bytes[index] == word.utf8Start[offset] else { throw failure(.unexpectedByte(bytes[index])) }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.endIndex {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}

extension JSONReader {
    /// The text that comes next, escapes resolved.
    public mutating func string() throws(JSONError) -> String {
        var scalars: String.UnicodeScalarView? = String.UnicodeScalarView()
        try scanString(into: &scalars)
        return String(scalars!)
    }

    /// Reads a string from its opening quote, checking its escapes and its UTF-8; its
    /// characters go to `scalars` unless that is nil.
    private mutating func scanString(into scalars: inout String.UnicodeScalarView?) throws(JSONError) {
        let byte = try nextByte()
        guard byte == UInt8(ascii: "\"") else { throw failure(.unexpectedByte(byte)) }
        index += 1
        var runStart = index
        while true {
            guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                try appendUTF8(bytes[runStart..<index], to: &scalars)
                index += 1
                if byte == UInt8(ascii: "\"") { return }
                let escaped = try escape()
                scalars?.append(escaped)
                runStart = index
            } else if byte < 0x20 {
                throw failure(.controlCharacterInString)
            } else {
                index += 1
            }
        }
    }

    private func appendUTF8(_ run: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView?) throws(JSONError) {
        guard !run.isEmpty else { return }
        // ASCII, the common case, needs no decoding to be valid.
        if scalars == nil && run.allSatisfy({ $0 < 0x80 }) { return }
        var decoder = UTF8()
        var iterator = run.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars?.append(scalar)
            case .emptyInput: return
            case .error: throw failure(.invalidUTF8)
            }
        }
    }

    /// The character after a backslash; `\u` escapes pair surrogates, and a lone surrogate
    /// becomes U+FFFD as browsers do.
    private mutating func escape() throws(JSONError) -> Unicode.Scalar {
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape()
        default:
            index -= 1
            throw failure(.badEscape)
        }
    }

    private mutating func unicodeEscape() throws(JSONError) -> Unicode.Scalar {
        let first = try hexQuad()
        guard (0xD800...0xDBFF).contains(first) else {
            return Unicode.Scalar(first) ?? "\u{FFFD}"
        }
        let hasLow = index + 1 < bytes.endIndex && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
        guard hasLow else { return "\u{FFFD}" }
        let save = index
        index += 2
        let second = try hexQuad()
        guard (0xDC00...0xDFFF).contains(second) else {
            index = save
            return "\u{FFFD}"
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
            guard let digit = Self.hexDigit(bytes[index]) else { throw failure(.badEscape) }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension JSONReader {
    /// The number that comes next, by RFC 8259's grammar (no leading zeros, no `+`, no bare
    /// `.5`), converted by the standard library's correctly rounded `Double(String)`. A number
    /// past a double's range is refused rather than read as infinity.
    public mutating func number() throws(JSONError) -> Double {
        skipWhitespace()
        let start = index
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.endIndex else { throw failure(.unexpectedEnd) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() > 0 else { throw failure(.unexpectedByte(bytes[index])) }
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw failure(.badNumber) }
        }
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure(.badNumber) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = BoundedNumber.decimal(text, in: Self.numbers) else {
            index = start
            throw failure(.badNumber)
        }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.endIndex, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }
}
