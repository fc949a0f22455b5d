import CCrypto

/// HMAC-SHA1 (RFC 2104) through OpenSSL's one-shot `HMAC`: the hash RFC 6238's one-time
/// passwords use by default, and the only one authenticator apps all accept. SHA-1's
/// collisions do not weaken HMAC, which needs only the compression function to be a PRF.
public enum HMACSHA1 {
    public static let byteCount = 20

    public static func authenticationCode(key: [UInt8], message: [UInt8]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { output, initialized in
            var length: UInt32 = 0
            let result = key.withUnsafeBytes { key in
                message.withUnsafeBytes { message in
                    HMAC(algorithm.pointer, key.baseAddress, Int32(key.count), message.baseAddress?.assumingMemoryBound(to: UInt8.self),
                         message.count, output.baseAddress, &length)
                }
            }
            guard result != nil else {
                fatalError("HMAC(SHA1) failed: \(OpenSSLErrorQueue.takeMessage())")
            }
            initialized = Int(length)
        }
    }

    /// Fetched once, as `SHA256.algorithm` is, so a login does not look the digest up again.
    private static let algorithm: SHA256.FetchedDigest = {
        guard let pointer = EVP_MD_fetch(nil, "SHA1", nil) else {
            fatalError("EVP_MD_fetch(SHA1) failed: \(OpenSSLErrorQueue.takeMessage())")
        }
        return SHA256.FetchedDigest(pointer: pointer)
    }()
}
