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
            // Given its exact length, a String of up to 15 ASCII bytes is made small without
            // validating them again, where String(decoding:) checks every byte.
            let written = UnsafeBufferPointer(rebasing: buffer[..<text.count])
            return String(unsafeUninitializedCapacity: written.count) { target in
                target.initialize(fromContentsOf: written)
            }
        }
    }

    private init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends ASCII bytes (a literal's or a name's).
    public mutating func append(_ text: StaticString) {
        precondition(count + text.utf8CodeUnitCount <= buffer.count, "ASCIIText: more bytes than its capacity")
        (buffer.baseAddress! + count).initialize(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    public mutating func append(byte: UInt8) {
        precondition(count < buffer.count, "ASCIIText: more bytes than its capacity")
        buffer[count] = byte
        count += 1
    }

    /// The number in decimal, with leading zeros up to `width` digits ("0007" for 7 and 4),
    /// written from the last digit back.
    public mutating func append(_ number: Int, width: Int = 1) {
        if number < 0 { append(byte: UInt8(ascii: "-")) }
        var digits = 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let total = max(width, digits)
        precondition(count + total <= buffer.count, "ASCIIText: more bytes than its capacity")
        var value = number.magnitude
        var position = count + total
        for _ in 0..<total {
            position -= 1
            buffer[position] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        count += total
    }
}
