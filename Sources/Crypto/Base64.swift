/// Unpadded base64 (RFC 4648 §4) and base64url (RFC 4648 §5).
///
/// Unpadded because both users want it so: PHC hash strings use the standard alphabet without
/// `=`, and tokens in cookies and URLs use the URL-safe alphabet without `=`.
package enum Base64 {
    package enum Alphabet: Sendable {
        case standard
        case urlSafe
    }

    package static func encode(_ bytes: some Collection<UInt8>, alphabet: Alphabet) -> String {
        contiguous(bytes) { input in
            String(unsafeUninitializedCapacity: length(of: input)) { encode(input, table: alphabet.symbols, into: $0) }
        }
    }

    /// `encode` as its UTF-8 bytes, for a caller that sends them: no string is made and checked.
    /// It takes a buffer, not a Collection: called from another module a generic function runs
    /// unspecialized, and this one runs for every response of a kept page (`MaskedToken`).
    package static func encodedBytes(_ bytes: UnsafeBufferPointer<UInt8>, alphabet: Alphabet) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: length(of: bytes)) { $1 = encode(bytes, table: alphabet.symbols, into: $0) }
    }

    /// Reads `bytes` through a buffer: each byte taken from a Collection through its witnesses
    /// costs more than encoding it.
    private static func contiguous<T>(_ bytes: some Collection<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        bytes.withContiguousStorageIfAvailable(body) ?? Array(bytes).withUnsafeBufferPointer(body)
    }

    private static func length(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        (bytes.count * 4 + 2) / 3
    }

    /// Writes the symbols of `bytes` to `output`, which has room for them; returns how many.
    private static func encode(_ bytes: UnsafeBufferPointer<UInt8>, table: [UInt8], into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        table.withUnsafeBufferPointer { encode(bytes, table: $0, into: output) }
    }

    /// Three bytes at a time into four symbols, then the one or two bytes left into two or three.
    private static func encode(_ bytes: UnsafeBufferPointer<UInt8>, table: UnsafeBufferPointer<UInt8>,
                               into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        guard let input = bytes.baseAddress, let output = output.baseAddress, let table = table.baseAddress else { return 0 }
        let whole = bytes.count - bytes.count % 3
        var read = 0
        var written = 0
        while read < whole {
            let group = UInt32(input[read]) << 16 | UInt32(input[read + 1]) << 8 | UInt32(input[read + 2])
            output[written] = table[Int(group >> 18)]
            output[written + 1] = table[Int(group >> 12 & 0x3F)]
            output[written + 2] = table[Int(group >> 6 & 0x3F)]
            output[written + 3] = table[Int(group & 0x3F)]
            read += 3
            written += 4
        }
        guard read < bytes.count else { return written }
        let second = read + 1 < bytes.count ? UInt32(input[read + 1]) : 0
        let group = UInt32(input[read]) << 16 | second << 8
        output[written] = table[Int(group >> 18)]
        output[written + 1] = table[Int(group >> 12 & 0x3F)]
        written += 2
        if read + 1 < bytes.count {
            output[written] = table[Int(group >> 6 & 0x3F)]
            written += 1
        }
        return written
    }

    /// Returns nil for any symbol outside the alphabet (padding included), for a length that
    /// no byte string encodes to, and for non-zero unused trailing bits, so every byte string
    /// has exactly one accepted encoding (RFC 4648 §3.5).
    package static func decode(_ text: some StringProtocol, alphabet: Alphabet) -> [UInt8]? {
        let values = alphabet.values
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3 / 4)
        var buffer: UInt32 = 0
        var bits = 0
        for symbol in text.utf8 {
            let value = values[Int(symbol)]
            guard value != invalid else { return nil }
            buffer = buffer << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: buffer >> UInt32(bits)))
                buffer &= (1 << UInt32(bits)) - 1
            }
        }
        guard bits < 6, buffer == 0 else { return nil }
        return bytes
    }

    private static let invalid: UInt8 = 0xFF
    private static let standardSymbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let urlSafeSymbols = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)
    private static let standardValues = values(of: standardSymbols)
    private static let urlSafeValues = values(of: urlSafeSymbols)

    private static func values(of symbols: [UInt8]) -> [UInt8] {
        var values = [UInt8](repeating: invalid, count: 256)
        for (value, symbol) in symbols.enumerated() {
            values[Int(symbol)] = UInt8(value)
        }
        return values
    }
}

extension Base64.Alphabet {
    fileprivate var symbols: [UInt8] {
        switch self {
        case .standard: Base64.standardSymbols
        case .urlSafe: Base64.urlSafeSymbols
        }
    }

    fileprivate var values: [UInt8] {
        switch self {
        case .standard: Base64.standardValues
        case .urlSafe: Base64.urlSafeValues
        }
    }
}
