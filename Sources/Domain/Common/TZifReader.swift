/// Reads the big-endian integers of a TZif file (RFC 8536 §3) from untrusted bytes: every read
/// checks the bounds first and names the section it was reading when the bytes run out.
struct TZifReader {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Fails unless `count` more bytes are there; called before reserving room for a block.
    func require(_ count: Int, section: String) throws(TimeZoneRulesError) {
        guard count >= 0, count <= bytes.count - offset else { throw .truncated(section: section) }
    }

    mutating func take(_ count: Int, section: String) throws(TimeZoneRulesError) -> ArraySlice<UInt8> {
        try require(count, section: section)
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func byte(section: String) throws(TimeZoneRulesError) -> UInt8 {
        try take(1, section: section).first!
    }

    /// An unsigned 32-bit count, as in the header.
    mutating func count(section: String) throws(TimeZoneRulesError) -> Int {
        Int(try unsigned(size: 4, section: section))
    }

    /// A two's-complement integer of 4 or 8 bytes: version 1 times and UT offsets use 4,
    /// version 2+ times use 8.
    mutating func signed(size: Int, section: String) throws(TimeZoneRulesError) -> Int {
        let value = try unsigned(size: size, section: section)
        let unusedBits = UInt64(64 - 8 * size)
        return Int(Int64(bitPattern: value << unusedBits) >> Int64(unusedBits))
    }

    private mutating func unsigned(size: Int, section: String) throws(TimeZoneRulesError) -> UInt64 {
        try take(size, section: section).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
