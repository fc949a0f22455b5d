/// Hashes passwords for storage and checks them at login.
///
/// Every hash string carries its algorithm, cost and salt (see `PasswordHashString`), and
/// `verify` reads them from there, so hashes made before a cost was raised keep working;
/// `needsRehash` tells the login when to store a stronger one.
public struct PasswordHasher: Sendable {
    public let parameters: Parameters

    /// NIST SP 800-63B §5.1.1.2 asks for at least 32 bits of salt; 128 is the common choice.
    static let saltLength = 16
    /// The output size of SHA-256; a longer PBKDF2 key would cost the defender more than the
    /// attacker (RFC 8018 §5.2 computes each 32-byte block separately).
    static let keyLength = 32

    public init(parameters: Parameters) throws(PasswordHasherError) {
        try parameters.validate()
        self.parameters = parameters
    }

    private init(preset parameters: Parameters) {
        self.parameters = parameters
    }

    /// The production default: PBKDF2-HMAC-SHA256 with 600,000 iterations (OWASP Password
    /// Storage Cheat Sheet, 2023). Light on memory, which suits a small server.
    public static let pbkdf2SHA256 = PasswordHasher(preset: .pbkdf2SHA256(iterations: 600_000))

    /// scrypt with N = 2^17, r = 8, p = 1 (OWASP's recommended minimum): memory-hard, but
    /// each hash holds 128 MiB while it runs.
    public static let scrypt = PasswordHasher(preset: .scrypt(logN: 17, r: 8, p: 1))

    /// 1,000 PBKDF2 iterations: fast enough for test suites, far too weak for real passwords.
    public static let forTestsOnly = PasswordHasher(preset: .pbkdf2SHA256(iterations: 1_000))

    /// A PHC string such as `$pbkdf2-sha256$i=600000$<salt>$<hash>`, with a fresh random salt.
    public func hash(_ password: String) throws(PasswordHasherError) -> String {
        let salt = SecureRandom.bytes(Self.saltLength)
        let key = try parameters.deriveKey(password: Array(password.utf8), salt: salt, keyLength: Self.keyLength)
        return PasswordHashString(parameters: parameters, salt: salt, hash: key).encoded
    }

    /// True when `password` matches `stored`, using the algorithm and cost written in
    /// `stored`. A malformed or out-of-bounds stored string is never a match.
    public func verify(_ password: String, against stored: String) -> Bool {
        guard let stored = PasswordHashString(parsing: stored),
              let key = try? stored.parameters.deriveKey(
                  password: Array(password.utf8), salt: stored.salt, keyLength: stored.hash.count)
        else { return false }
        return constantTimeEquals(key, stored.hash)
    }

    /// True when `stored` was made with another algorithm, a lower cost, or a shorter salt or
    /// key than this hasher uses, or cannot be read at all.
    public func needsRehash(_ stored: String) -> Bool {
        guard let stored = PasswordHashString(parsing: stored) else { return true }
        return stored.parameters.isWeaker(than: parameters)
            || stored.salt.count < Self.saltLength
            || stored.hash.count < Self.keyLength
    }

    /// Does the work of one `verify` and forgets the result. Login calls it for an unknown
    /// email, so the response time does not tell which emails have accounts.
    public func dummyVerify(_ password: String) {
        _ = try? parameters.deriveKey(password: Array(password.utf8), salt: Self.dummySalt, keyLength: Self.keyLength)
    }

    private static let dummySalt = [UInt8](repeating: 0, count: saltLength)
}
