/// An entry's sizes and header offset, each of which the directory may set to 0xFFFFFFFF and
/// give in full in the ZIP64 extra field (id 1), in this order, only those that overflowed.
struct Zip64Sizes {
    var compressed: Int
    var size: Int
    var headerOffset: Int

    private static let overflowed = 0xFFFF_FFFF

    mutating func widen(from extra: ArraySlice<UInt8>) throws(ArchiveError) {
        guard compressed == Self.overflowed || size == Self.overflowed || headerOffset == Self.overflowed else { return }
        let fields = LittleEndianBytes(extra)
        var offset = 0
        while offset + 4 <= extra.count {
            let id = try fields.uint16(at: offset), length = try Int(fields.uint16(at: offset + 2))
            if id == 1 {
                var field = offset + 4
                let read = { () throws(ArchiveError) -> Int in
                    defer { field += 8 }
                    return try fields.int(at: field, size: 8)
                }
                if size == Self.overflowed { size = try read() }
                if compressed == Self.overflowed { compressed = try read() }
                if headerOffset == Self.overflowed { headerOffset = try read() }
                return
            }
            offset += 4 + length
        }
        throw .badHeader(at: headerOffset)
    }
}
