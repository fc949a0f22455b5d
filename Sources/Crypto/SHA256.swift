import CCrypto

/// SHA-256 (FIPS 180-4) through OpenSSL's EVP interface.
public enum SHA256 {
    public static let byteCount = 32

    public static func digest(_ bytes: some Collection<UInt8>) -> [UInt8] {
        if let digest = bytes.withContiguousStorageIfAvailable({ digest(UnsafeRawBufferPointer($0)) }) {
            return digest
        }
        return Array(bytes).withUnsafeBytes(digest)
    }

    /// The digest as 64 lowercase hexadecimal digits.
    public static func hex(_ bytes: some Collection<UInt8>) -> String {
        hex(digest: digest(bytes))
    }

    /// A digest (`SHA256Stream.finish`) as 64 lowercase hexadecimal digits.
    public static func hex(digest: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: byteCount * 2) { output in
            for (index, byte) in digest.enumerated() {
                output[index * 2] = hexDigits[Int(byte >> 4)]
                output[index * 2 + 1] = hexDigits[Int(byte & 0x0F)]
            }
            return byteCount * 2
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func digest(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: byteCount) { output, initialized in
            var length: UInt32 = 0
            guard EVP_Digest(input.baseAddress, input.count, output.baseAddress, &length, algorithm.pointer, nil) == 1 else {
                fatalError("EVP_Digest(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
            }
            initialized = Int(length)
        }
    }

    /// Fetched once (HMAC-SHA256 uses it too): `EVP_sha256()` would make OpenSSL 3 look the implementation up again on
    /// every call, which costs more than hashing a short session secret (see crypto(7),
    /// "Performance").
    static let algorithm: FetchedDigest = {
        guard let pointer = EVP_MD_fetch(nil, "SHA256", nil) else {
            fatalError("EVP_MD_fetch(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
        }
        return FetchedDigest(pointer: pointer)
    }()

    /// A fetched `EVP_MD` is immutable and OpenSSL allows using it from many threads at once.
    struct FetchedDigest: @unchecked Sendable {
        let pointer: OpaquePointer
    }
}
