import Glibc

/// Reads Apple Health's `export.xml` fed a piece at a time, for the few records the body log
/// takes, in memory that does not grow with the file (real exports reach gigabytes): one
/// piece, and at most one unfinished tag carried over to the next.
///
/// It reads the XML the Health app writes, not every XML: the prolog, the `<!DOCTYPE
/// HealthData [ … ]>` with its internal subset (read through, never fetched; a subset that
/// declares an entity or refers to a parameter entity is refused, so nothing can expand), then
/// tags, comments, processing instructions and CDATA. Only a `Record` directly under the root
/// is looked at (a `Correlation`'s `Record`s repeat top-level ones, as the DTD's own note
/// says), and only one whose `type` is wanted has its attributes read; the five predefined
/// entities and character references in those are resolved, any other is an error.
public struct AppleHealthScanner {
    /// A tag longer than this is no Health app's.
    public static let maxTagBytes = 1 << 20

    public struct Record: Sendable, Equatable {
        public let type: String
        public let unit: String
        public let value: String
        public let startDate: String
    }

    /// The record types to read; any other is skipped unread.
    private let wanted: [[UInt8]]
    private var carried: [UInt8] = []
    private var depth = 0
    private var sawRoot = false
    private var closed = false
    /// Bytes before the carried ones, for an error's position.
    private var offset = 0

    public init(types: [String]) {
        wanted = types.map { Array($0.utf8) }
    }

    /// Reads `piece`, handing each wanted record to `each`.
    public mutating func feed(_ piece: ArraySlice<UInt8>, each: (Record) -> Void) throws(BodyImportError) {
        if carried.isEmpty {
            let used = try scan(piece, each: each)
            carried.append(contentsOf: piece[(piece.startIndex + used)...])
            offset += used
        } else {
            carried.append(contentsOf: piece)
            let used = try scan(carried[...], each: each)
            carried.removeFirst(used)
            offset += used
        }
        guard carried.count <= Self.maxTagBytes else { throw .xml("a tag at byte \(NumberText.grouped(offset)) is longer than 1 MB") }
    }

    /// After the last piece: the root element must be whole.
    public func finish() throws(BodyImportError) {
        guard sawRoot else { throw .xml("no HealthData element: this is not an Apple Health export") }
        guard closed else { throw .xml("the file ends before </HealthData>: was it cut short?") }
    }

    /// Reads whole tokens from `bytes`; returns how many bytes were used (the rest is an
    /// unfinished token, to be read again with the next piece).
    private mutating func scan(_ bytes: ArraySlice<UInt8>, each: (Record) -> Void) throws(BodyImportError) -> Int {
        try bytes.withUnsafeBufferPointer { buffer throws(BodyImportError) -> Int in
            var index = 0
            let count = buffer.count
            while index < count {
                guard let open = Self.find(UInt8(ascii: "<"), in: buffer, from: index) else {
                    try checkText(buffer, from: index, to: count)
                    return count
                }
                try checkText(buffer, from: index, to: open)
                guard let end = try token(buffer, at: open, each: each) else { return open }
                index = end
            }
            return count
        }
    }

    /// Outside the root only whitespace may stand; inside it, text is skipped.
    private func checkText(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(BodyImportError) {
        guard depth == 0, start < end else { return }
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        for index in start..<end where !Self.isSpace(buffer[index]) {
            if offset + index < 3, buffer[index] == byteOrderMark[offset + index] { continue }
            throw .xml("text outside the HealthData element at byte \(NumberText.grouped(offset + index)): this is not an Apple Health export")
        }
    }

    /// The token at `start` (a `<`): where it ends, or nil when it is not whole yet.
    private mutating func token(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int, each: (Record) -> Void) throws(BodyImportError) -> Int? {
        guard start + 1 < buffer.count else { return nil }
        switch buffer[start + 1] {
        case UInt8(ascii: "?"): return Self.find("?>", in: buffer, from: start + 2)
        case UInt8(ascii: "!"):
            if Self.starts(buffer, at: start, with: "<!--") { return Self.find("-->", in: buffer, from: start + 4) }
            if Self.starts(buffer, at: start, with: "<![CDATA[") { return Self.find("]]>", in: buffer, from: start + 9) }
            guard buffer.count - start >= 9 else { return nil }
            guard Self.starts(buffer, at: start, with: "<!DOCTYPE"), depth == 0, !sawRoot else {
                throw .xml("unexpected markup at byte \(NumberText.grouped(offset + start))")
            }
            return try doctypeEnd(buffer, from: start + 9)
        case UInt8(ascii: "/"):
            guard let end = Self.find(UInt8(ascii: ">"), in: buffer, from: start + 2) else { return nil }
            guard depth > 0 else { throw .xml("an end tag with no element open at byte \(NumberText.grouped(offset + start))") }
            depth -= 1
            if depth == 0 { closed = true }
            return end + 1
        default:
            guard let close = Self.tagEnd(buffer, from: start + 1) else { return nil }
            let selfClosing = buffer[close - 1] == UInt8(ascii: "/")
            var nameEnd = start + 1
            while nameEnd < close, !Self.isSpace(buffer[nameEnd]), buffer[nameEnd] != UInt8(ascii: "/") { nameEnd += 1 }
            if depth == 0 {
                guard !sawRoot else { throw .xml("a second root element at byte \(NumberText.grouped(offset + start))") }
                guard Self.equal(buffer, start + 1..<nameEnd, "HealthData") else {
                    throw .xml("the root element is not HealthData: this is not an Apple Health export")
                }
                sawRoot = true
            } else if depth == 1, Self.equal(buffer, start + 1..<nameEnd, "Record") {
                if let record = try record(buffer, from: nameEnd, to: selfClosing ? close - 1 : close) { each(record) }
            }
            if !selfClosing { depth += 1 }
            if depth == 0 { closed = true }
            return close + 1
        }
    }

    /// The end of the DOCTYPE declaration begun before `start`, its internal subset read
    /// through: quoted text, comments and declarations skipped, entities refused.
    private func doctypeEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) throws(BodyImportError) -> Int? {
        var index = start
        var inSubset = false
        var quote: UInt8?
        while index < buffer.count {
            let byte = buffer[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if inSubset, Self.starts(buffer, at: index, with: "<!--") {
                guard let end = Self.find("-->", in: buffer, from: index + 4) else { return nil }
                index = end
                continue
            } else if inSubset, Self.starts(buffer, at: index, with: "<!ENTITY") || byte == UInt8(ascii: "%") {
                throw .xml("its DOCTYPE declares or uses entities, which this import does not expand; export it again from the Health app")
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The wanted record whose attributes lie in `start..<end`, nil for another type.
    private func record(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) throws(BodyImportError) -> Record? {
        var type: Range<Int>?, unit: Range<Int>?, value: Range<Int>?, startDate: Range<Int>?
        var index = start
        while index < end {
            while index < end, Self.isSpace(buffer[index]) { index += 1 }
            guard index < end else { break }
            let nameStart = index
            while index < end, buffer[index] != UInt8(ascii: "="), !Self.isSpace(buffer[index]) { index += 1 }
            let name = nameStart..<index
            while index < end, Self.isSpace(buffer[index]) { index += 1 }
            guard index < end, buffer[index] == UInt8(ascii: "=") else { throw malformed(nameStart) }
            index += 1
            while index < end, Self.isSpace(buffer[index]) { index += 1 }
            guard index < end, buffer[index] == UInt8(ascii: "\"") || buffer[index] == UInt8(ascii: "'") else { throw malformed(nameStart) }
            let quote = buffer[index]
            let valueStart = index + 1
            guard let close = Self.find(quote, in: buffer, from: valueStart), close < end else { throw malformed(nameStart) }
            let range = valueStart..<close
            if Self.equal(buffer, name, "type") {
                guard wanted.contains(where: { Self.equal(buffer, range, $0) }) else { return nil }
                type = range
            } else if Self.equal(buffer, name, "unit") {
                unit = range
            } else if Self.equal(buffer, name, "value") {
                value = range
            } else if Self.equal(buffer, name, "startDate") {
                startDate = range
            }
            index = close + 1
        }
        guard let type else { return nil }
        func optional(_ range: Range<Int>?) throws(BodyImportError) -> String {
            guard let range else { return "" }
            return try text(buffer, range)
        }
        return Record(type: try text(buffer, type), unit: try optional(unit), value: try optional(value), startDate: try optional(startDate))
    }

    private func malformed(_ at: Int) -> BodyImportError {
        .xml("a Record's attributes are malformed at byte \(NumberText.grouped(offset + at))")
    }

    /// An attribute value with `&lt;`, `&gt;`, `&amp;`, `&quot;`, `&apos;` and `&#…;` resolved.
    private func text(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) throws(BodyImportError) -> String {
        let raw = UnsafeBufferPointer(rebasing: buffer[range])
        guard raw.contains(UInt8(ascii: "&")) else { return String(decoding: raw, as: UTF8.self) }
        var result = ""
        var index = range.lowerBound
        while index < range.upperBound {
            guard buffer[index] == UInt8(ascii: "&") else {
                let runEnd = Self.find(UInt8(ascii: "&"), in: buffer, from: index).map { min($0, range.upperBound) } ?? range.upperBound
                result += String(decoding: UnsafeBufferPointer(rebasing: buffer[index..<runEnd]), as: UTF8.self)
                index = runEnd
                continue
            }
            guard let semicolon = Self.find(UInt8(ascii: ";"), in: buffer, from: index), semicolon < range.upperBound, semicolon - index <= 10 else {
                throw .xml("an unfinished “&” at byte \(NumberText.grouped(offset + index))")
            }
            let name = String(decoding: UnsafeBufferPointer(rebasing: buffer[(index + 1)..<semicolon]), as: UTF8.self)
            guard let scalar = Self.entity(name) else {
                throw .xml("the entity “&\(name);” at byte \(NumberText.grouped(offset + index)) is not one XML defines")
            }
            result.unicodeScalars.append(scalar)
            index = semicolon + 1
        }
        return result
    }

    static func entity(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let number = digits.hasPrefix("x") ? BoundedNumber.integer(digits.dropFirst(), radix: 16, in: 1...0x10FFFF)
                : BoundedNumber.integer(digits, in: 1...0x10FFFF)
            return number.flatMap { Unicode.Scalar(UInt32($0)) }
        }
    }

    // MARK: Bytes

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The `>` ending a start tag begun before `start`, past quoted attribute values.
    private static func tagEnd(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: ">"): return index
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = find(buffer[index], in: buffer, from: index + 1) else { return nil }
                index = close + 1
            default: index += 1
            }
        }
        return nil
    }

    private static func find(_ byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < buffer.count, let base = buffer.baseAddress,
              let found = memchr(base + start, Int32(byte), buffer.count - start) else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The index just past `text` found from `start`.
    private static func find(_ text: StaticString, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let first = text.utf8Start.pointee
        var index = start
        while let candidate = find(first, in: buffer, from: index) {
            guard candidate + text.utf8CodeUnitCount <= buffer.count else { return nil }
            if starts(buffer, at: candidate, with: text) { return candidate + text.utf8CodeUnitCount }
            index = candidate + 1
        }
        return nil
    }

    private static func starts(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int, with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard start + count <= buffer.count else { return false }
        return memcmp(buffer.baseAddress! + start, text.utf8Start, count) == 0
    }

    private static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ text: StaticString) -> Bool {
        range.count == text.utf8CodeUnitCount && memcmp(buffer.baseAddress! + range.lowerBound, text.utf8Start, range.count) == 0
    }

    private static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
        range.count == bytes.count && bytes.withUnsafeBufferPointer { memcmp(buffer.baseAddress! + range.lowerBound, $0.baseAddress!, range.count) == 0 }
    }
}
