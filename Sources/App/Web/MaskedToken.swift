import Crypto

/// The CSRF token as a page carries it: a fresh random pad and the token XORed with it, both
/// in one base64url string, as Django and Rails send theirs. A compressed page that holds the
/// same secret beside text an attacker can make it reflect leaks the secret through its size,
/// byte by byte (BREACH); masked anew for every page built, the bytes on the page never repeat
/// from one page to the next, so there is nothing for the reflected text to match.
enum MaskedToken {
    /// `token` masked with a pad of its own length.
    static func mask(_ token: String) -> String {
        let secret = Array(token.utf8)
        let pad = SecureRandom.bytes(secret.count)
        return Base64.encode(pad + zip(pad, secret).map { $0 ^ $1 }, alphabet: .urlSafe)
    }

    /// Whether `sent` is `token` masked with any pad, compared in constant time; false for
    /// anything that is not a masked token of that length (the bare token included).
    static func matches(_ sent: String, token: String) -> Bool {
        let secret = Array(token.utf8)
        // Base64 of twice the token's bytes; checked before decoding so a long field costs nothing.
        guard sent.utf8.count == (secret.count * 8 + 2) / 3, let bytes = Base64.decode(sent, alphabet: .urlSafe),
              bytes.count == 2 * secret.count else { return false }
        let unmasked = (0..<secret.count).map { bytes[$0] ^ bytes[secret.count + $0] }
        return constantTimeEquals(unmasked, secret)
    }
}
