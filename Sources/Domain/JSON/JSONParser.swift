/// Reads RFC 8259 JSON from bytes into a `JSONValue`. Strict (no comments, no trailing
/// commas), with a nesting limit so a hostile upload of `[[[[…` cannot exhaust the stack.
/// A UTF-8 byte order mark at the start is skipped: some Windows tools write one.
public struct JSONParser {
    public static let defaultDepthLimit = 64

    private let bytes: [UInt8]
    private let depthLimit: Int
    private var index = 0

    public static func parse(_ bytes: [UInt8], depthLimit: Int = defaultDepthLimit) throws(JSONError) -> JSONValue {
        var parser = JSONParser(bytes: bytes, depthLimit: depthLimit)
        return try parser.document()
    }

    private init(bytes: [UInt8], depthLimit: Int) {
        self.bytes = bytes
        self.depthLimit = depthLimit
    }

    private mutating func document() throws(JSONError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        let value = try self.value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure(.trailingContent) }
        return value
    }

    private mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func array(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= depthLimit else { throw failure(.tooDeep(limit: depthLimit)) }
        index += 1
        var items: [JSONValue] = []
        if try consumeClosing(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            items.append(try value(depth: depth))
        } while try separatorOrEnd(closing: UInt8(ascii: "]"))
        return .array(items)
    }

    private mutating func object(depth: Int) throws(JSONError) -> JSONValue {
        guard depth <= depthLimit else { throw failure(.tooDeep(limit: depthLimit)) }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        if try consumeClosing(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count else { throw failure(.unexpectedEnd) }
            guard bytes[index] == UInt8(ascii: "\"") else { throw failure(.unexpectedByte(bytes[index])) }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            members.append((key, try value(depth: depth)))
        } while try separatorOrEnd(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    /// After a member: true at a comma (another follows), false at the closing bracket.
    private mutating func separatorOrEnd(closing: UInt8) throws(JSONError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ",") { return true }
        if byte == closing { return false }
        index -= 1
        throw failure(.unexpectedByte(byte))
    }

    private mutating func consumeClosing(_ closing: UInt8) throws(JSONError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        guard bytes[index] == closing else { return false }
        index += 1
        return true
    }

    private mutating func expect(_ byte: UInt8) throws(JSONError) {
        skipWhitespace()
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        guard bytes[index] == byte else { throw failure(.unexpectedByte(bytes[index])) }
        index += 1
    }

    private mutating func literal(_ word: String) throws(JSONError) {
        for byte in word.utf8 {
            guard index < bytes.count else { throw failure(.unexpectedEnd) }
            guard bytes[index] == byte else { throw failure(.unexpectedByte(bytes[index])) }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    func failure(_ reason: JSONError.Reason) -> JSONError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        return JSONError(reason: reason, line: line, column: index - lineStart + 1)
    }
}

extension JSONParser {
    /// A string's content after its opening quote, escapes resolved.
    private mutating func string() throws(JSONError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while true {
            guard index < bytes.count else { throw failure(.unexpectedEnd) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                try appendUTF8(bytes[runStart..<index], to: &scalars)
                index += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try escape())
                runStart = index
            } else if byte < 0x20 {
                throw failure(.controlCharacterInString)
            } else {
                index += 1
            }
        }
    }

    private func appendUTF8(_ run: ArraySlice<UInt8>, to scalars: inout String.UnicodeScalarView) throws(JSONError) {
        guard !run.isEmpty else { return }
        var decoder = UTF8()
        var iterator = run.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: return
            case .error: throw failure(.invalidUTF8)
            }
        }
    }

    /// The character after a backslash; `\u` escapes pair surrogates, and a lone surrogate
    /// becomes U+FFFD as browsers do.
    private mutating func escape() throws(JSONError) -> Unicode.Scalar {
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
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
        let hasLow = index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
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
            guard index < bytes.count else { throw failure(.unexpectedEnd) }
            guard let digit = hexDigit(bytes[index]) else { throw failure(.badEscape) }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension JSONParser {
    /// A number by RFC 8259's grammar (no leading zeros, no `+`, no bare `.5`), converted by
    /// the standard library's correctly rounded `Double(String)`. A number past a double's
    /// range is refused rather than read as infinity.
    private mutating func number() throws(JSONError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw failure(.unexpectedEnd) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            guard skipDigits() > 0 else { throw failure(.unexpectedByte(bytes[index])) }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw failure(.badNumber) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure(.badNumber) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure(.badNumber)
        }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            index += 1
        }
        return index - start
    }
}
