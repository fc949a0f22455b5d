/// Percent-encodes text for a query value (RFC 3986 §2.1): everything but unreserved bytes.
enum PercentEncoding {
    static func encode(_ text: String) -> String {
        var output = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
                 UInt8(ascii: "/"):
                output.unicodeScalars.append(UnicodeScalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }
}
