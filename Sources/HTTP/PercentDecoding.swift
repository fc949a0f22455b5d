/// Percent-decoding of URL components and form fields (RFC 3986 §2.1, WHATWG URL §1.3).
public enum PercentDecoding {
    /// The decoded text, or nil when an escape is malformed ("%G1", "%4") or the bytes are not
    /// UTF-8. With `plusAsSpace`, "+" means a space, as in application/x-www-form-urlencoded.
    public static func decode(_ text: Substring, plusAsSpace: Bool) -> String? {
        var text = text
        return text.withUTF8 { decode(UnsafeRawBufferPointer($0), plusAsSpace: plusAsSpace) }
    }

    public static func decode(_ text: String, plusAsSpace: Bool) -> String? {
        decode(text[...], plusAsSpace: plusAsSpace)
    }

    /// Bytes with nothing to decode become the string as they are (a route's parameters, most
    /// form fields).
    static func decode(_ bytes: UnsafeRawBufferPointer, plusAsSpace: Bool) -> String? {
        let special = plusAsSpace ? UInt8(ascii: "+") : UInt8(ascii: "%")
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == special }) else {
            return utf8String(bytes)
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.count, let high = ByteClass.hexValue(bytes[index + 1]),
                      let low = ByteClass.hexValue(bytes[index + 2]) else { return nil }
                output.append(high << 4 | low)
                index += 3
            case UInt8(ascii: "+") where plusAsSpace:
                output.append(ByteClass.space)
                index += 1
            case let byte:
                output.append(byte)
                index += 1
            }
        }
        return output.withUnsafeBytes(utf8String)
    }

    /// The text of UTF-8 bytes, nil when they are not UTF-8. ASCII, nearly every parameter and
    /// field, is taken as it is: `String(validating:)` runs generic code costing about a
    /// thousand instructions even for three bytes.
    private static func utf8String(_ bytes: UnsafeRawBufferPointer) -> String? {
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        return String(validating: bytes, as: UTF8.self)
    }
}
