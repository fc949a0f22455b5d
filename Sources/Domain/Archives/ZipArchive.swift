/// A zip archive (PKWARE's APPNOTE.TXT), read from its central directory at the end, as
/// unzip does: the entries' list first, then each entry's bytes on demand, so an import holds
/// one inflated file at a time. ZIP64 (sizes or counts past 32 bits) is read; archives split
/// over several files are refused.
public struct ZipArchive: Sendable {
    /// More than a Strava export of twenty years of daily activities.
    public static let maxEntries = 20_000
    public static let maxNameLength = 1_024

    public let entries: [ZipEntry]
    private let bytes: LittleEndianBytes

    /// A local file header's signature, which starts every zip but an empty one (which
    /// starts with the end record).
    public static func isZip(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    public init(_ bytes: ArraySlice<UInt8>) throws(ArchiveError) {
        try self.init(LittleEndianBytes(bytes))
    }

    /// The directory of an archive of `size` bytes read from its end alone by `read(offset,
    /// count)`: an upload of gigabytes is never held whole. Its entries are then read with
    /// `stream(_:size:read:budget:each:)`.
    public init(size: Int, read: (_ offset: Int, _ count: Int) -> ArraySlice<UInt8>) throws(ArchiveError) {
        // The end record, its comment and the ZIP64 records before it.
        let tailSize = min(size, 22 + 0xFFFF + 20 + 56)
        let tail = LittleEndianBytes(read(size - tailSize, tailSize), base: size - tailSize)
        let end = try Self.endRecord(tail)
        guard end.directoryOffset >= 0, end.directoryOffset < size else { throw .noDirectory }
        let directory = end.directoryOffset >= tail.first ? tail
            : LittleEndianBytes(read(end.directoryOffset, size - end.directoryOffset), base: end.directoryOffset)
        try self.init(directory)
    }

    private init(_ reader: LittleEndianBytes) throws(ArchiveError) {
        self.bytes = reader
        let end = try Self.endRecord(reader)
        guard end.count <= Self.maxEntries else { throw .tooManyEntries(limit: Self.maxEntries) }
        var entries: [ZipEntry] = []
        entries.reserveCapacity(end.count)
        var offset = end.directoryOffset
        for _ in 0..<end.count {
            let (entry, next) = try Self.entry(at: offset, in: reader)
            entries.append(entry)
            offset = next
        }
        self.entries = entries
    }

    /// The entry's bytes, inflated (at most `limit` bytes, each counted against `budget`)
    /// and checked against the directory's size and CRC-32.
    public func contents(of entry: ZipEntry, limit: Int, budget: inout InflateBudget) throws(ArchiveError) -> ArraySlice<UInt8> {
        guard !entry.isEncrypted else { throw .encrypted }
        guard try bytes.uint32(at: entry.headerOffset) == 0x0403_4B50 else { throw .badHeader(at: entry.headerOffset) }
        let start = try entry.headerOffset + 30 + Int(bytes.uint16(at: entry.headerOffset + 26)) + Int(bytes.uint16(at: entry.headerOffset + 28))
        let stored = try bytes.range(start, count: entry.compressedSize)
        let contents: ArraySlice<UInt8>
        switch entry.method {
        case 0:
            guard stored.count <= limit else { throw .fileTooLarge(limit: limit) }
            contents = stored
        case 8:
            // One byte past the recorded size is enough to know the record is wrong.
            let cap = min(limit, entry.size < Int.max ? entry.size + 1 : entry.size)
            do {
                contents = try Inflater.inflate(stored, windowBits: Inflater.rawDeflate, base: start, limit: cap, expected: entry.size, budget: &budget)[...]
            } catch {
                if case .fileTooLarge = error, cap < limit { throw .size(recorded: entry.size, found: nil) }
                throw error
            }
        default: throw .method(Int(entry.method))
        }
        guard contents.count == entry.size else { throw .size(recorded: entry.size, found: contents.count) }
        let crc = Inflater.crc32(contents)
        guard crc == entry.crc32 else { throw .checksum(recorded: entry.crc32, computed: crc) }
        return contents
    }

    // MARK: The central directory

    private struct EndRecord {
        let count: Int
        let directoryOffset: Int
    }

    /// The end-of-central-directory record: searched backwards from the end, past a comment of
    /// up to 64 KiB; its ZIP64 counterpart where a field holds the 32-bit "see ZIP64" value.
    private static func endRecord(_ bytes: LittleEndianBytes) throws(ArchiveError) -> EndRecord {
        let lowest = max(bytes.count - 22 - 0xFFFF, bytes.first)
        guard bytes.count >= 22,
              let end = stride(from: bytes.count - 22, through: lowest, by: -1).first(where: { (try? bytes.uint32(at: $0)) == 0x0605_4B50 }) else {
            throw .noDirectory
        }
        guard try bytes.uint16(at: end + 4) == 0, try bytes.uint16(at: end + 6) == 0 else { throw .spanned }
        let count = try bytes.uint16(at: end + 10), offset = try bytes.uint32(at: end + 16)
        guard count == 0xFFFF || offset == 0xFFFF_FFFF else { return EndRecord(count: Int(count), directoryOffset: Int(offset)) }
        // The ZIP64 locator sits just before the record and points to the ZIP64 end record.
        guard end - 20 >= bytes.first, try bytes.uint32(at: end - 20) == 0x0706_4B50 else { throw .noDirectory }
        let zip64 = try bytes.int(at: end - 12, size: 8)
        guard try bytes.uint32(at: zip64) == 0x0606_4B50 else { throw .badHeader(at: zip64) }
        return try EndRecord(count: bytes.int(at: zip64 + 32, size: 8), directoryOffset: bytes.int(at: zip64 + 48, size: 8))
    }

    /// The directory's entry at `offset`, and where the next one starts.
    private static func entry(at offset: Int, in bytes: LittleEndianBytes) throws(ArchiveError) -> (ZipEntry, Int) {
        guard try bytes.uint32(at: offset) == 0x0201_4B50 else { throw .badHeader(at: offset) }
        let nameLength = try Int(bytes.uint16(at: offset + 28)), extraLength = try Int(bytes.uint16(at: offset + 30))
        let commentLength = try Int(bytes.uint16(at: offset + 32))
        guard nameLength <= maxNameLength else { throw .nameTooLong(limit: maxNameLength) }
        let name = try bytes.range(offset + 46, count: nameLength)
        let extra = try bytes.range(offset + 46 + nameLength, count: extraLength)
        var sizes = try Zip64Sizes(compressed: Int(bytes.uint32(at: offset + 20)), size: Int(bytes.uint32(at: offset + 24)),
                                   headerOffset: Int(bytes.uint32(at: offset + 42)))
        try sizes.widen(from: extra)
        let entry = try ZipEntry(name: String(decoding: name, as: UTF8.self), flags: bytes.uint16(at: offset + 8), method: bytes.uint16(at: offset + 10),
                                 crc32: bytes.uint32(at: offset + 16), compressedSize: sizes.compressed, size: sizes.size, headerOffset: sizes.headerOffset)
        return (entry, offset + 46 + nameLength + extraLength + commentLength)
    }
}
