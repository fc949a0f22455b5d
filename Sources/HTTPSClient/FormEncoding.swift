/// `application/x-www-form-urlencoded` and query strings: every byte but the unreserved ones
/// percent-encoded, so a secret with `&` or `+` in it arrives whole.
public enum FormEncoding {
    public static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { escape($0.0) + "=" + escape($0.1) }.joined(separator: "&")
    }

    public static func escape(_ text: String) -> String {
        var escaped = ""
        for byte in text.utf8 {
            if isUnreserved(byte) {
                escaped.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                escaped += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return escaped
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || "-._~".utf8.contains(byte)
    }
}
