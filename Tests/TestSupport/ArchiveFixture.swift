import CZlib

/// Gzip files and zip archives written in the test with zlib's deflate, in the shapes Strava's
/// and Garmin's bulk exports have, and with the faults a test needs (a wrong CRC-32 or size,
/// an encrypted flag, another method, ZIP64 records).
public enum ArchiveFixture {
    /// One file of a zip to write.
    public struct Entry {
        public var name: String
        public var bytes: [UInt8]
        public var deflated: Bool
        /// What the directory records, when a test wants it wrong.
        public var recordedCRC: UInt32?
        public var recordedSize: Int?
        public var flags: UInt16 = 0
        public var method: UInt16?

        public init(_ name: String, _ bytes: [UInt8], deflated: Bool = true, recordedCRC: UInt32? = nil, recordedSize: Int? = nil) {
            self.name = name
            self.bytes = bytes
            self.deflated = deflated
            self.recordedCRC = recordedCRC
            self.recordedSize = recordedSize
        }

        public init(_ name: String, _ text: String, deflated: Bool = true) {
            self.init(name, Array(text.utf8), deflated: deflated)
        }

        /// A folder, as zip tools list them: a name ending in a slash and no bytes.
        public static func folder(_ name: String) -> Entry {
            Entry(name.hasSuffix("/") ? name : name + "/", [], deflated: false)
        }
    }

    public static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        deflate(bytes, windowBits: 15 + 16)
    }

    public static func gzip(_ text: String) -> [UInt8] {
        gzip(Array(text.utf8))
    }

    /// Raw deflate, as zip stores it.
    public static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        deflate(bytes, windowBits: -15)
    }

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        UInt32(truncatingIfNeeded: bytes.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
    }

    /// A zip of `entries` in order; `zip64` writes the ZIP64 end records and every entry's
    /// sizes and offset in its ZIP64 extra field, as tools do for large archives.
    public static func zip(_ entries: [Entry], zip64: Bool = false) -> [UInt8] {
        var archive: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let data = entry.deflated ? deflate(entry.bytes) : entry.bytes
            let name = Array(entry.name.utf8)
            let crc = entry.recordedCRC ?? crc32(entry.bytes)
            let size = entry.recordedSize ?? entry.bytes.count
            let method = entry.method ?? (entry.deflated ? 8 : 0)
            let offset = archive.count
            archive += le(0x0403_4B50, 4) + le(20, 2) + le(Int(entry.flags), 2) + le(Int(method), 2) + le(0, 4) + le(Int(crc), 4)
            archive += le(data.count, 4) + le(size, 4) + le(name.count, 2) + le(0, 2) + name + data
            let extra = zip64 ? le(1, 2) + le(24, 2) + le(size, 8) + le(data.count, 8) + le(offset, 8) : []
            let small = { (value: Int) in zip64 ? 0xFFFF_FFFF : value }
            directory += le(0x0201_4B50, 4) + le(45, 2) + le(45, 2) + le(Int(entry.flags), 2) + le(Int(method), 2) + le(0, 4) + le(Int(crc), 4)
            directory += le(small(data.count), 4) + le(small(size), 4) + le(name.count, 2) + le(extra.count, 2) + le(0, 2) + le(0, 2) + le(0, 2)
            directory += le(0, 4) + le(small(offset), 4) + name + extra
        }
        let directoryOffset = archive.count
        archive += directory
        if zip64 {
            let record = archive.count
            archive += le(0x0606_4B50, 4) + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4)
            archive += le(entries.count, 8) + le(entries.count, 8) + le(directory.count, 8) + le(directoryOffset, 8)
            archive += le(0x0706_4B50, 4) + le(0, 4) + le(record, 8) + le(1, 4)
            archive += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(0xFFFF, 2) + le(0xFFFF, 2) + le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(0, 2)
        } else {
            archive += le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2)
            archive += le(directory.count, 4) + le(directoryOffset, 4) + le(0, 2)
        }
        return archive
    }

    /// `value` little-endian in `count` bytes.
    public static func le(_ value: Int, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }

    private static func deflate(_ bytes: [UInt8], windowBits: Int32) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_DEFAULT_COMPRESSION, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflating")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                precondition(CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END, "deflate did not finish")
                return target.count - Int(stream.avail_out)
            }
        }
        return Array(output.prefix(written))
    }
}
