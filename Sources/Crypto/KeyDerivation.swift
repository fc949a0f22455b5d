import CCrypto

/// The raw password-based key derivation functions, without salts or string formats.
/// `package` so the tests can check them against the published vectors.
package enum KeyDerivation {
    /// PBKDF2 (RFC 8018 §5.2) with HMAC-SHA-256 as the pseudorandom function.
    package static func pbkdf2SHA256(
        password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int
    ) throws(PasswordHasherError) -> [UInt8] {
        var key = [UInt8](repeating: 0, count: keyLength)
        let status = password.withUnsafeBytes { password in
            PKCS5_PBKDF2_HMAC(
                password.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count),
                salt, Int32(salt.count), Int32(iterations), EVP_sha256(), Int32(keyLength), &key)
        }
        guard status == 1 else {
            throw .derivationFailed("PKCS5_PBKDF2_HMAC: \(OpenSSLErrorQueue.takeMessage())")
        }
        return key
    }

    /// scrypt (RFC 7914 §6) with N = 2^logN.
    package static func scrypt(
        password: [UInt8], salt: [UInt8], logN: Int, r: Int, p: Int, keyLength: Int
    ) throws(PasswordHasherError) -> [UInt8] {
        var key = [UInt8](repeating: 0, count: keyLength)
        let n = UInt64(1) << UInt64(logN)
        let status = password.withUnsafeBytes { password in
            EVP_PBE_scrypt(
                password.baseAddress?.assumingMemoryBound(to: CChar.self), password.count,
                salt, salt.count, n, UInt64(r), UInt64(p),
                scryptMemoryLimit(n: n, r: UInt64(r), p: UInt64(p)), &key, keyLength)
        }
        guard status == 1 else {
            throw .derivationFailed("EVP_PBE_scrypt: \(OpenSSLErrorQueue.takeMessage())")
        }
        return key
    }

    /// OpenSSL refuses to run scrypt when its two buffers, B (128·r·p bytes) and
    /// V (128·r·(N + 2) bytes), need more than `maxmem`, and its default is only 32 MiB, too
    /// little for N = 2^17, r = 8. So the limit is what these parameters need plus a margin;
    /// the parameters themselves are bounded before they get here.
    private static func scryptMemoryLimit(n: UInt64, r: UInt64, p: UInt64) -> UInt64 {
        128 * r * (n + 2) + 128 * r * p + (1 << 20)
    }
}
