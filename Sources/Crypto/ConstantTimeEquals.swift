import CCrypto

/// Compares secrets (hashes, CSRF tokens) in time that does not depend on where they differ,
/// so an attacker cannot find a secret byte by byte from response times.
///
/// The lengths are not secret: inputs of different length are unequal at once, and inputs of
/// equal length are compared in full with `CRYPTO_memcmp`.
public func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBytes { a in b.withUnsafeBytes { b in constantTimeEquals(a, b) } }
}

/// Compares the UTF-8 bytes of two strings, like the byte-array version.
public func constantTimeEquals(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { a in b.withUTF8 { b in constantTimeEquals(UnsafeRawBufferPointer(a), UnsafeRawBufferPointer(b)) } }
}

/// Compares two byte ranges in place, like the byte-array version.
public func constantTimeEquals(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
    guard a.count == b.count else { return false }
    guard a.count > 0 else { return true }
    return CRYPTO_memcmp(a.baseAddress, b.baseAddress, a.count) == 0
}
