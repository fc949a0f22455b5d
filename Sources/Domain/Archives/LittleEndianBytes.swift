/// Bounds-checked little-endian reads at an offset of the upload, as zip's records are laid
/// out: past the end is `.truncated`, never a trap.
struct LittleEndianBytes: Sendable {
    private let bytes: ArraySlice<UInt8>
    /// Where `bytes` start in the file: a large upload's zip directory is read from its end
    /// alone (`ZipArchive.init(size:read:)`), and its offsets still count from the file's start.
    private let base: Int

    init(_ bytes: ArraySlice<UInt8>, base: Int = 0) {
        self.bytes = bytes
        self.base = base
    }

    /// Offsets count from the start of the file (not the slice's indices); `count` is the
    /// file's size, of which the bytes held are the last.
    var count: Int { base + bytes.count }

    /// The first offset held.
    var first: Int { base }

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
        guard offset >= base, length >= 0, offset <= count, length <= count - offset else { throw .truncated(at: count) }
        let start = bytes.startIndex + offset - base
        return bytes[start..<(start + length)]
    }
}
