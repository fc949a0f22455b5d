/// Time-based one-time passwords (RFC 6238) over HOTP (RFC 4226) with HMAC-SHA1, six digits
/// and 30-second steps: what every authenticator app makes from an `otpauth://totp` URI.
public enum OneTimePassword {
    public static let stepSeconds = 30
    public static let digits = 6
    /// Steps either side of now a code is still taken from (RFC 6238 §5.2): a phone's clock
    /// a little off, or a code typed as it turned over.
    public static let allowedDrift = 1

    /// The step a moment falls in (RFC 6238 §4.2, T0 = 0).
    public static func step(at unixTime: Int) -> Int64 {
        Int64(max(0, unixTime) / stepSeconds)
    }

    /// The code for one step as its six digits, zero-padded (RFC 4226 §5.3).
    public static func code(secret: [UInt8], step: Int64) -> String {
        code(secret: secret, step: step, digits: digits, hash: HMACSHA1.authenticationCode)
    }

    /// The RFC's own form, with the digit count and HMAC passed in, so its test vectors for
    /// eight digits and SHA-256 or SHA-512 can be checked too.
    public static func code(secret: [UInt8], step: Int64, digits: Int, hash: ([UInt8], [UInt8]) -> [UInt8]) -> String {
        let counter = (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: step) >> (56 - 8 * $0)) }
        let mac = hash(secret, counter)
        // Dynamic truncation (RFC 4226 §5.3): the low nibble of the last byte picks 4 bytes.
        let offset = Int(mac[mac.count - 1] & 0x0F)
        let value = (UInt32(mac[offset] & 0x7F) << 24) | (UInt32(mac[offset + 1]) << 16) | (UInt32(mac[offset + 2]) << 8) | UInt32(mac[offset + 3])
        var modulus: UInt32 = 1
        for _ in 0..<digits { modulus *= 10 }
        let text = String(value % modulus)
        return String(repeating: "0", count: digits - text.count) + text
    }

    /// The step whose code `typed` is, within `allowedDrift` of `now`'s and after `lastUsed`
    /// (a code is taken once: RFC 6238 §5.2), or nil. Every candidate is compared in constant
    /// time, so the timing does not tell which step nearly matched.
    public static func matchingStep(_ typed: String, secret: [UInt8], now: Int, lastUsed: Int64?) -> Int64? {
        let current = step(at: now)
        var found: Int64?
        for candidate in (current - Int64(allowedDrift))...(current + Int64(allowedDrift)) where candidate > (lastUsed ?? -1) {
            if constantTimeEquals(code(secret: secret, step: candidate), typed), found == nil { found = candidate }
        }
        return found
    }
}
