extension ZipArchive {
    /// Reads `entry` of an archive of `size` bytes a piece at a time through `read(offset,
    /// count)` and hands its inflated bytes to `each` as they come (true stops), checking the
    /// directory's size and CRC-32 once it is whole. Holds one piece in and 64 KiB out,
    /// whatever the entry's size.
    public static func stream(_ entry: ZipEntry, size: Int, read: (_ offset: Int, _ count: Int) -> ArraySlice<UInt8>, pieceSize: Int = 256 << 10,
                              budget: inout InflateBudget, each: (ArraySlice<UInt8>) -> Bool) throws(ArchiveError) {
        guard !entry.isEncrypted else { throw .encrypted }
        let header = LittleEndianBytes(read(entry.headerOffset, 30), base: entry.headerOffset)
        guard header.count - header.first == 30, try header.uint32(at: entry.headerOffset) == 0x0403_4B50 else {
            throw .badHeader(at: entry.headerOffset)
        }
        let start = try entry.headerOffset + 30 + Int(header.uint16(at: entry.headerOffset + 26)) + Int(header.uint16(at: entry.headerOffset + 28))
        guard start <= size, entry.compressedSize <= size - start else { throw .truncated(at: size) }
        switch entry.method {
        case 0:
            try storedPieces(from: start, count: entry.compressedSize, read: read, pieceSize: pieceSize, budget: &budget, entry: entry, each: each)
        case 8:
            let inflater = try InflateStream(windowBits: Inflater.rawDeflate)
            var offset = start
            var stopped = false
            while !stopped {
                let piece = read(offset, min(pieceSize, start + entry.compressedSize - offset))
                guard !piece.isEmpty else { throw .truncated(at: offset) }
                var early = false
                let ended = try inflater.inflate(piece, base: offset, budget: &budget) { output in
                    early = each(output)
                    return early
                }
                if early { return }
                offset += piece.count
                stopped = ended
                if !ended, offset >= start + entry.compressedSize { throw .truncated(at: offset) }
            }
            guard inflater.produced == entry.size else { throw .size(recorded: entry.size, found: inflater.produced) }
            guard inflater.crc == entry.crc32 else { throw .checksum(recorded: entry.crc32, computed: inflater.crc) }
        default: throw .method(Int(entry.method))
        }
    }

    private static func storedPieces(from start: Int, count: Int, read: (Int, Int) -> ArraySlice<UInt8>, pieceSize: Int,
                                     budget: inout InflateBudget, entry: ZipEntry, each: (ArraySlice<UInt8>) -> Bool) throws(ArchiveError) {
        var offset = start
        var crc: UInt32 = 0
        while offset < start + count {
            let piece = read(offset, min(pieceSize, start + count - offset))
            guard !piece.isEmpty else { throw .truncated(at: offset) }
            guard budget.spend(piece.count) else { throw .inflatesTooFar(limit: budget.limit) }
            crc = Inflater.crc32(piece, continuing: crc)
            if each(piece) { return }
            offset += piece.count
        }
        guard crc == entry.crc32 else { throw .checksum(recorded: entry.crc32, computed: crc) }
    }
}
