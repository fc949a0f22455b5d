/// The bytes one render writes, in memory of its own: every append is a bounds check and a
/// copy, where appending to an `Array` went through its generic, uniqueness-checking path for
/// each of the thousands of small pieces a list page is made of.
struct TemplateOutput: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// Valid until the next append.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start, count: count)
    }

    mutating func removeAll() {
        count = 0
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends the string's UTF-8 bytes in one copy.
    mutating func appendUTF8(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends the text with `& < > " '` replaced by entities, so it is safe both between
    /// tags and inside quoted attribute values (OWASP XSS prevention, rules 1 and 2).
    /// Runs without special characters are copied in bulk; they are found eight bytes at a
    /// time, as long texts (a route's drawing, a fact) are mostly such runs.
    mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var position = 0
            while position < bytes.count {
                if position + 8 <= bytes.count, !Self.hasSpecialByte(UnsafeRawPointer(bytes.baseAddress! + position).loadUnaligned(as: UInt64.self)) {
                    position += 8
                    continue
                }
                if Self.needsEntity(bytes[position]) {
                    append(UnsafeBufferPointer(rebasing: bytes[runStart..<position]))
                    append(Self.entity(for: bytes[position]))
                    runStart = position + 1
                }
                position += 1
            }
            append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Whether any of the eight bytes is one of `" & ' < >`: each is compared with all eight at
    /// once by the zero-byte test of "Bit Twiddling Hacks" (a byte of `word ^ repeated` is zero
    /// where the two are equal). Byte order does not matter, only whether any matches.
    private static func hasSpecialByte(_ word: UInt64) -> Bool {
        (zeroBytes(word ^ repeated("\"")) | zeroBytes(word ^ repeated("&")) | zeroBytes(word ^ repeated("'"))
            | zeroBytes(word ^ repeated("<")) | zeroBytes(word ^ repeated(">"))) != 0
    }

    /// Not zero exactly when some byte of `word` is zero.
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
    }

    private static func repeated(_ byte: Unicode.Scalar) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte.value)
    }

    /// Appends the integer in decimal without building a `String`.
    mutating func appendInteger(_ number: Int) {
        if number < 0 {
            append("-")
        }
        appendDigits(number.magnitude)
    }

    /// Appends the number rounded to two decimals with trailing zeros dropped: 102.5 → "102.5",
    /// 100.0 → "100", 3.14159 → "3.14".
    mutating func appendRounded(_ number: Double) {
        // `Int(exactly:)`, which refuses NaN, infinities and values past Int's range, rather
        // than Domain's `Int(clamping:)`: Templates depends on no module of ours.
        guard let scaled = Int(exactly: (number * 100).rounded()) else {
            appendUTF8(String(number))
            return
        }
        if scaled < 0 {
            append("-")
        }
        appendDigits(scaled.magnitude / 100)
        let fraction = scaled.magnitude % 100
        guard fraction != 0 else { return }
        append(".")
        appendDigits(fraction / 10)
        if fraction % 10 != 0 {
            appendDigits(fraction % 10)
        }
    }

    /// Writes the digits from the last one back, straight into the buffer.
    private mutating func appendDigits(_ number: UInt) {
        var digits = 1
        var rest = number
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits)
        var value = number
        var position = count + digits
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        } while value > 0
        count += digits
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count + extra, capacity * 2))
        larger.initialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity = max(count + extra, capacity * 2)
    }

    /// One bit for each of `" & ' < >`, all below 64, so one shift tells whether a byte needs
    /// an entity.
    private static let specialBytes: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E

    private static func needsEntity(_ byte: UInt8) -> Bool {
        byte < 64 && specialBytes & (1 << UInt64(byte)) != 0
    }

    private static func entity(for byte: UInt8) -> StaticString {
        switch byte {
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "\""): "&quot;"
        default: "&#39;"
        }
    }
}
