/// Writes RFC 8259 JSON straight into one growing byte array, so a large document is built
/// once, without a tree of values or a second copy. The caller opens and closes objects and
/// lists in order; commas come by themselves.
///
/// Text escapes what RFC 8259 §7 requires (quote, backslash, U+0000–U+001F) and also U+2028
/// and U+2029, which JSON allows raw but JavaScript before ES2019 did not, so the output can
/// be pasted into a script. Numbers are written so that reading them back gives the same
/// double: whole values as integers, the rest as Swift's shortest round-trip form.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// A value was written at this level, so the next one needs a comma first.
    private var afterValue = false

    public init(capacity: Int = 4_096) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// An object member's name; its value is written next.
    public mutating func key(_ name: String) {
        separate()
        appendString(name)
        bytes.append(UInt8(ascii: ":"))
        afterValue = false
    }

    public mutating func string(_ text: String) {
        separate()
        appendString(text)
        afterValue = true
    }

    /// NaN and infinity have no JSON form; they are written as null, never as a bare word a
    /// strict reader refuses.
    public mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        // 2^53: beyond it not every whole number is a double, and `Int64` text would claim digits the value lacks.
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 {
            bytes.append(contentsOf: String(Int64(clamping: value)).utf8)
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
        afterValue = true
    }

    public mutating func integer(_ value: Int64) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
        afterValue = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        afterValue = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        afterValue = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        afterValue = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        afterValue = true
    }

    private mutating func separate() {
        if afterValue { bytes.append(UInt8(ascii: ",")) }
    }

    private mutating func appendString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x00..<0x20: appendUnicodeEscape(UInt32(byte))
            case 0xE2: appendAfterE2(&utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// U+2028 and U+2029 are E2 80 A8 and E2 80 A9 in UTF-8; any other sequence starting
    /// with E2 is copied as it is.
    private mutating func appendAfterE2(_ utf8: inout String.UTF8View.Iterator) {
        guard let second = utf8.next() else { return bytes.append(0xE2) }
        guard second == 0x80, let third = utf8.next() else { return bytes.append(contentsOf: [0xE2, second]) }
        if third == 0xA8 || third == 0xA9 {
            appendUnicodeEscape(0x2000 | UInt32(third - 0xA8 + 0x28))
        } else {
            bytes.append(contentsOf: [0xE2, second, third])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendUnicodeEscape(_ value: UInt32) {
        bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(Self.hexDigits[Int(value >> UInt32(shift) & 0xF)])
        }
    }
}
