import CCrypto

/// SHA-256 of bytes that arrive in pieces, so what is hashed never has to be in memory whole
/// (a route's packed points are hashed as they are packed, issue 23's memory bound).
public final class SHA256Stream {
    private let context: OpaquePointer

    public init() {
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, SHA256.algorithm.pointer, nil) == 1 else {
            fatalError("EVP_DigestInit_ex(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    public func update(_ bytes: some Collection<UInt8>) {
        if bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes(update)
        }
    }

    private func update(_ buffer: UnsafeRawBufferPointer) {
        guard EVP_DigestUpdate(context, buffer.baseAddress, buffer.count) == 1 else {
            fatalError("EVP_DigestUpdate(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
        }
    }

    /// The digest of everything given to `update`; the stream is spent after it.
    public func finish() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: SHA256.byteCount) { output, initialized in
            var length: UInt32 = 0
            guard EVP_DigestFinal_ex(context, output.baseAddress, &length) == 1 else {
                fatalError("EVP_DigestFinal_ex(SHA256) failed: \(OpenSSLErrorQueue.takeMessage())")
            }
            initialized = Int(length)
        }
    }
}
