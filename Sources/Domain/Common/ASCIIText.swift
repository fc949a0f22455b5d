/// Builds a short ASCII text (a date, a label) byte by byte in a buffer on the stack: one pass
/// and no intermediate strings, where interpolation built and joined one per part. A text of up
/// to 15 bytes then becomes a small `String`, held inline without an allocation. List pages
/// make several of these per row.
public struct ASCIIText {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    /// A string of at most `capacity` bytes, written by `write`.
    public static func make(capacity: Int, _ write: (inout ASCIIText) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var text = ASCIIText(buffer: buffer)
            write(&text)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<text.count]), as: UTF8.self)
        }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends ASCII bytes (a literal's or a name's).
    public mutating func append(_ text: StaticString) {
        let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
        for byte in bytes { append(byte: byte) }
    }

    public mutating func append(byte: UInt8) {
        precondition(count < buffer.count, "ASCIIText: more bytes than its capacity")
        buffer[count] = byte
        count += 1
    }

    /// The number in decimal, with leading zeros up to `width` digits ("0007" for 7 and 4).
    public mutating func append(_ number: Int, width: Int = 1) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits = 1
        var scale: UInt = 1
        while magnitude / scale >= 10 {
            scale *= 10
            digits += 1
        }
        for _ in digits..<max(width, digits) { append(byte: UInt8(ascii: "0")) }
        while scale > 0 {
            append(byte: UInt8(ascii: "0") + UInt8(magnitude / scale))
            magnitude %= scale
            scale /= 10
        }
    }
}
