import CCrypto

/// Random bytes from OpenSSL's CSPRNG, for salts, session secrets and CSRF tokens.
public enum SecureRandom {
    /// Traps if OpenSSL cannot produce random bytes: a server that cannot make unguessable
    /// secrets must not go on handing out predictable ones.
    public static func bytes(_ count: Int) -> [UInt8] {
        precondition((0...Int(Int32.max)).contains(count), "SecureRandom.bytes: count \(count) is out of range")
        guard count > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            fill(UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
    }

    /// Fills `buffer` from this thread's buffer of random bytes (`RandomPool`): for the many
    /// small random values a busy server makes per response, such as a CSRF token's pad,
    /// which needs no array of its own.
    public static func fillPooled(_ buffer: UnsafeMutableRawBufferPointer) {
        RandomPool.fill(buffer)
    }

    /// Fills `buffer` from OpenSSL's CSPRNG.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard !buffer.isEmpty else { return }
        guard RAND_bytes(buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(buffer.count)) == 1 else {
            fatalError("RAND_bytes failed, so no secure random bytes are available: \(OpenSSLErrorQueue.takeMessage())")
        }
    }

    /// `count` random bytes as unpadded base64url (RFC 4648 §5): safe in cookies, URLs and
    /// form fields without escaping. 32 bytes give a 43-character token.
    public static func token(bytes count: Int) -> String {
        Base64.encode(bytes(count), alphabet: .urlSafe)
    }
}
