import CCrypto

/// HMAC-SHA256 (RFC 2104, FIPS 198-1) through OpenSSL's one-shot `HMAC`: signs values the
/// server hands out and must recognise later (device cookies) without storing them.
public enum HMACSHA256 {
    public static func authenticationCode(key: [UInt8], message: some Collection<UInt8>) -> [UInt8] {
        let message = Array(message)
        return [UInt8](unsafeUninitializedCapacity: SHA256.byteCount) { output, initialized in
            var length: UInt32 = 0
            let result = key.withUnsafeBytes { key in
                message.withUnsafeBytes { message in
                    HMAC(SHA256.algorithm.pointer, key.baseAddress, Int32(key.count), message.baseAddress?.assumingMemoryBound(to: UInt8.self),
                         message.count, output.baseAddress, &length)
                }
            }
            guard result != nil else {
                fatalError("HMAC(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
            }
            initialized = Int(length)
        }
    }
}
