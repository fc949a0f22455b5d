/// Bounds-checked little-endian reads at an offset of the upload, as zip's records are laid
/// out: past the end is `.truncated`, never a trap.
struct LittleEndianBytes: Sendable {
    private let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
    }

    /// Offsets count from the start of the bytes given (not the slice's indices).
    var count: Int { bytes.count }

    func uint16(at offset: Int) throws(ArchiveError) -> UInt16 {
        try UInt16(truncatingIfNeeded: int(at: offset, size: 2))
    }

    func uint32(at offset: Int) throws(ArchiveError) -> UInt32 {
        try UInt32(truncatingIfNeeded: int(at: offset, size: 4))
    }

    /// `size` bytes (at most 8) as a non-negative number; a 64-bit field past `Int.max` is
    /// more than any upload, so it reads as truncated.
    func int(at offset: Int, size: Int) throws(ArchiveError) -> Int {
        let part = try range(offset, count: size)
        let value = part.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        guard value <= UInt64(Int.max) else { throw .truncated(at: count) }
        return Int(value)
    }

    func range(_ offset: Int, count length: Int) throws(ArchiveError) -> ArraySlice<UInt8> {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else { throw .truncated(at: count) }
        let start = bytes.startIndex + offset
        return bytes[start..<(start + length)]
    }
}
