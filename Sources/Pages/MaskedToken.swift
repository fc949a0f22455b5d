import Crypto

/// The CSRF token as a page carries it: a fresh random pad and the token XORed with it, both
/// in one base64url string, as Django and Rails send theirs. A compressed page that holds the
/// same secret beside text an attacker can make it reflect leaks the secret through its size,
/// byte by byte (BREACH); masked anew for every response, the bytes on the page never repeat
/// from one response to the next, so there is nothing for the reflected text to match. A page
/// that is built once and sent many times (`PageCache`) keeps where its token went
/// (`slots(in:token:)`) and gets a new one there on every response (`SlottedPage.filled`).
public enum MaskedToken {
    /// `token` masked with a pad of its own length.
    public static func mask(_ token: String) -> String {
        String(decoding: maskedBytes(token), as: UTF8.self)
    }

    /// `mask` as the bytes a page carries, for a kept page that puts them in its body as they are.
    static func maskedBytes(_ token: String) -> [UInt8] {
        var secret = token
        return secret.withUTF8 { secret in
            // Pad and masked token on the stack, in one buffer: the second half's random bytes are overwritten.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * secret.count) { masked in
                SecureRandom.fillPooled(UnsafeMutableRawBufferPointer(masked))
                for index in 0..<secret.count { masked[secret.count + index] = masked[index] ^ secret[index] }
                return Base64.encodedBytes(UnsafeBufferPointer(masked), alphabet: .urlSafe)
            }
        }
    }

    /// Whether `sent` is `token` masked with any pad, compared in constant time; false for
    /// anything that is not a masked token of that length (the bare token included).
    static func matches(_ sent: String, token: String) -> Bool {
        let secret = Array(token.utf8)
        // Checked before decoding so a long field costs nothing.
        guard sent.utf8.count == length(of: token), let bytes = Base64.decode(sent, alphabet: .urlSafe),
              bytes.count == 2 * secret.count else { return false }
        let unmasked = (0..<secret.count).map { bytes[$0] ^ bytes[secret.count + $0] }
        return constantTimeEquals(unmasked, secret)
    }

    /// The length of `token` masked: unpadded base64 of twice its bytes. Every mask of one
    /// token has it, so a new one fits the slot of an old one.
    static func length(of token: String) -> Int {
        (token.utf8.count * 8 + 2) / 3
    }

    /// Where `body` carries `token` masked: each run of base64url bytes exactly a masked
    /// token long (so bounded by other bytes, as the quotes of an attribute bound it) that
    /// unmasks to the token. Another run of that length is text that happens to be as long,
    /// and a page's own text cannot pass for the token without knowing it.
    static func slots(in body: [UInt8], token: String) -> [Range<Int>] {
        let length = length(of: token)
        let inAlphabet = isBase64URL
        var slots: [Range<Int>] = []
        var start = 0
        for index in 0...body.count {
            guard index == body.count || !inAlphabet[Int(body[index])] else { continue }
            if index - start == length, matches(String(decoding: body[start..<index], as: UTF8.self), token: token) {
                slots.append(start..<index)
            }
            start = index + 1
        }
        return slots
    }

    /// Per byte value: whether it is in the base64url alphabet (RFC 4648 §5).
    private static let isBase64URL: [Bool] = (0...255).map { value in
        let byte = UInt8(value)
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
