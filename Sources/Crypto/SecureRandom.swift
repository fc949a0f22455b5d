import CCrypto

/// Random bytes from OpenSSL's CSPRNG, for salts, session secrets and CSRF tokens.
public enum SecureRandom {
    /// Traps if OpenSSL cannot produce random bytes: a server that cannot make unguessable
    /// secrets must not go on handing out predictable ones.
    public static func bytes(_ count: Int) -> [UInt8] {
        precondition((0...Int(Int32.max)).contains(count), "SecureRandom.bytes: count \(count) is out of range")
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard RAND_bytes(buffer.baseAddress, Int32(count)) == 1 else {
                fatalError("RAND_bytes failed, so no secure random bytes are available: \(OpenSSLErrorQueue.takeMessage())")
            }
            initialized = count
        }
    }

    /// `count` random bytes as unpadded base64url (RFC 4648 §5): safe in cookies, URLs and
    /// form fields without escaping. 32 bytes give a 43-character token.
    public static func token(bytes count: Int) -> String {
        Base64.encode(bytes(count), alphabet: .urlSafe)
    }
}
