/// Writes into memory measured beforehand, with plain copies: appending piece by piece to an
/// array checked its capacity and uniqueness each time, most of writing a head
/// (`ResponseSerializer`) or a log line (`AccessLog`).
struct PointerWriter {
    let base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0

    init(_ base: UnsafeMutablePointer<UInt8>) {
        self.base = base
    }

    /// Bytes of our own, known safe.
    mutating func put(_ text: StaticString) {
        (base + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    /// Lines made safe before (`FieldBlock`).
    mutating func put(_ lines: [UInt8]) {
        lines.withUnsafeBufferPointer { copy($0) }
    }

    /// Bytes copied as they are (labelled: a literal would pick this over `StaticString`).
    mutating func put(verbatim text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ copy($0) }) == nil {
            var text = text
            text.withUTF8 { copy($0) }
        }
    }

    /// `name: value` and a line end, the name and value made safe (`putSafe`); checked as one
    /// run, as the separator holds no byte that is dropped.
    mutating func putField(_ name: String, _ value: String) {
        let start = count
        put(verbatim: name)
        put(": ")
        put(verbatim: value)
        dropUnsafe(from: start)
        put("\r\n")
    }

    /// Drops CR, LF and NUL: a header built from user input must never start a new header or
    /// split the response. The text is copied first and checked where it landed.
    mutating func putSafe(_ text: String) {
        let start = count
        put(verbatim: text)
        dropUnsafe(from: start)
    }

    private mutating func dropUnsafe(from start: Int) {
        let written = UnsafeBufferPointer(start: base + start, count: count - start)
        // CR, LF and NUL are all below 14: most fields are cleared eight bytes at a time.
        guard ByteSearch.containsByte(below: 14, in: written), written.contains(where: Self.isUnsafe) else { return }
        count = start
        for byte in written where !Self.isUnsafe(byte) {
            base[count] = byte
            count += 1
        }
    }

    private mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// A non-negative number in decimal (a negative one as 0): at most 20 digits.
    mutating func putDecimal(_ number: Int) {
        var digits = 1, rest = Swift.max(0, number)
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        rest = Swift.max(0, number)
        for place in stride(from: count + digits - 1, through: count, by: -1) {
            base[place] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    private static func isUnsafe(_ byte: UInt8) -> Bool {
        byte == 13 || byte == 10 || byte == 0
    }
}
