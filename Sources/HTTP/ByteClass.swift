/// Character classes of the HTTP grammars as 128-bit masks, so a test is a shift and an AND
/// instead of a table lookup or a chain of comparisons.
enum ByteClass {
    static let space: UInt8 = 0x20
    static let tab: UInt8 = 0x09
    static let cr: UInt8 = 0x0D
    static let lf: UInt8 = 0x0A

    /// tchar (RFC 9110 §5.6.2): the characters of methods, field names and parameter names.
    @inline(__always)
    static func isToken(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0x03FF_6CFA_0000_0000, high: 0x57FF_FFFF_C7FF_FFFE)
    }

    /// field-vchar, SP, HTAB and obs-text inside a field value (RFC 9110 §5.5).
    @inline(__always)
    static func isFieldValue(_ byte: UInt8) -> Bool {
        byte == tab || (byte >= space && byte != 0x7F)
    }

    /// Visible ASCII, the only bytes a request target may hold (RFC 3986 §2).
    @inline(__always)
    static func isVisibleASCII(_ byte: UInt8) -> Bool {
        byte > space && byte < 0x7F
    }

    /// uri-host and port: reg-name, IP-literal and ":" (RFC 3986 §3.2.2, RFC 9110 §7.2).
    static func isHost(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0x2FFF_7FF2_0000_0000, high: 0x47FF_FFFE_AFFF_FFFE)
    }

    /// cookie-octet (RFC 6265 §4.1.1): visible ASCII but DQUOTE, comma, semicolon and backslash.
    static func isCookieOctet(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0xF7FF_EFFA_0000_0000, high: 0x7FFF_FFFF_EFFF_FFFF)
    }

    /// bchars of a multipart boundary (RFC 2046 §5.1.1).
    static func isBoundary(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0xA7FF_FB81_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// Letters, digits, "-" and "." of a DNS name (RFC 1123 §2.1).
    static func isDomainName(_ byte: UInt8) -> Bool {
        inMask(byte, low: 0x03FF_6000_0000_0000, high: 0x07FF_FFFE_07FF_FFFE)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isLowercase(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    @inline(__always)
    private static func inMask(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        if byte < 64 { return (low >> UInt64(byte)) & 1 == 1 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 == 1 }
        return false
    }
}
