/// Decodes the messages of a FIT file (the public FIT protocol, "Flexible and Interoperable
/// Data Transfer", Garmin): the 12- or 14-byte header and both checksums are checked first,
/// then every record is read. Definition messages declare, per local type (0…15), the global
/// message and its fields' sizes and byte order; data messages are read by them. Developer
/// fields are skipped by their declared sizes. A compressed-timestamp header carries a 5-bit
/// offset from the last full timestamp, which `timestamp` of each message resolves. Chained
/// files (several FIT files one after another) are read in turn. Every size comes from the
/// file and is checked against the bytes left, so a hostile file costs time linear in its size.
struct FITDecoder {
    private struct Definition {
        var global: Int
        var bigEndian: Bool
        var fields: [(number: UInt8, size: Int)]
        var developerBytes: Int
        var size: Int { fields.reduce(developerBytes) { $0 + $1.size } }
    }

    /// The field every message may carry its time in, seconds since 1989-12-31T00:00:00Z.
    static let timestampField: UInt8 = 253

    /// Calls `handle` for each data message with its resolved timestamp (nil when it has none).
    static func decode(_ bytes: [UInt8], _ handle: (FITMessage, UInt32?) throws(TrackError) -> Void) throws(TrackError) {
        var start = 0
        repeat {
            start = try decodeFile(bytes, from: start, handle)
        } while start < bytes.count
    }

    /// One file of a chain, from `start`; returns where the next begins.
    private static func decodeFile(_ bytes: [UInt8], from start: Int, _ handle: (FITMessage, UInt32?) throws(TrackError) -> Void) throws(TrackError) -> Int {
        let fail = { (reason: FITError.Reason, offset: Int) in TrackError.fit(FITError(reason: reason, offset: offset)) }
        guard bytes.count - start >= 12 else { throw fail(start == 0 ? .header : .truncated, bytes.count) }
        let headerSize = Int(bytes[start])
        guard headerSize == 12 || headerSize == 14, bytes[(start + 8)..<(start + 12)].elementsEqual(".FIT".utf8) else { throw fail(.header, start) }
        guard bytes.count - start >= headerSize else { throw fail(.truncated, bytes.count) }
        if headerSize == 14 {
            let stored = UInt16(bytes[start + 12]) | UInt16(bytes[start + 13]) << 8
            // 0 means the writer did not compute it, which the protocol allows.
            guard stored == 0 || stored == FITCRC.checksum(bytes[start..<(start + 12)]) else { throw fail(.headerChecksum, start + 12) }
        }
        let dataSize = Int(UInt32(bytes[start + 4]) | UInt32(bytes[start + 5]) << 8 | UInt32(bytes[start + 6]) << 16 | UInt32(bytes[start + 7]) << 24)
        let end = start + headerSize + dataSize
        guard dataSize <= bytes.count - start - headerSize - 2 else { throw fail(.truncated, bytes.count) }
        let stored = UInt16(bytes[end]) | UInt16(bytes[end + 1]) << 8
        guard stored == FITCRC.checksum(bytes[start..<end]) else { throw fail(.checksum, end) }

        var definitions = [Definition?](repeating: nil, count: 16)
        var lastTimestamp: UInt32?
        var index = start + headerSize
        while index < end {
            let header = bytes[index]
            let headerOffset = index
            index += 1
            if header & 0x80 == 0 && header & 0x40 != 0 {
                definitions[Int(header & 0x0F)] = try definition(bytes, at: &index, end: end, developer: header & 0x20 != 0)
                continue
            }
            let compressed = header & 0x80 != 0
            let local = compressed ? Int(header >> 5 & 0x03) : Int(header & 0x0F)
            guard let definition = definitions[local] else { throw fail(.undefinedLocalType(local), headerOffset) }
            guard definition.size <= end - index else { throw fail(.truncated, end) }
            var fields: [(number: UInt8, range: Range<Int>)] = []
            fields.reserveCapacity(definition.fields.count)
            var position = index
            for field in definition.fields {
                fields.append((field.number, position..<(position + field.size)))
                position += field.size
            }
            index += definition.size
            let message = FITMessage(global: definition.global, bigEndian: definition.bigEndian, bytes: bytes, fields: fields)
            if compressed {
                lastTimestamp = lastTimestamp.map { Self.expand(offset: UInt32(header & 0x1F), after: $0) }
            } else if let time = message.unsigned(timestampField) {
                lastTimestamp = time
            }
            try handle(message, compressed || message.unsigned(timestampField) != nil ? lastTimestamp : nil)
        }
        return end + 2
    }

    /// The protocol's rule: the offset replaces the timestamp's low five bits, rolling over
    /// into the next 32 seconds when it is smaller than them.
    static func expand(offset: UInt32, after last: UInt32) -> UInt32 {
        let base = last & ~0x1F
        return offset >= last & 0x1F ? base &+ offset : base &+ offset &+ 0x20
    }

    private static func definition(_ bytes: [UInt8], at index: inout Int, end: Int, developer: Bool) throws(TrackError) -> Definition {
        guard end - index >= 5 else { throw .fit(FITError(reason: .truncated, offset: end)) }
        let bigEndian = bytes[index + 1] == 1
        let global = bigEndian ? Int(bytes[index + 2]) << 8 | Int(bytes[index + 3]) : Int(bytes[index + 3]) << 8 | Int(bytes[index + 2])
        let count = Int(bytes[index + 4])
        index += 5
        guard end - index >= 3 * count else { throw .fit(FITError(reason: .truncated, offset: end)) }
        var fields: [(number: UInt8, size: Int)] = []
        fields.reserveCapacity(count)
        for _ in 0..<count {
            // A field of no bytes carries nothing; keeping none bounds the work a message
            // costs by its bytes, however many fields a hostile definition declares.
            if bytes[index + 1] > 0 { fields.append((bytes[index], Int(bytes[index + 1]))) }
            index += 3
        }
        var developerBytes = 0
        if developer {
            guard end - index >= 1 else { throw .fit(FITError(reason: .truncated, offset: end)) }
            let developerCount = Int(bytes[index])
            index += 1
            guard end - index >= 3 * developerCount else { throw .fit(FITError(reason: .truncated, offset: end)) }
            for _ in 0..<developerCount {
                developerBytes += Int(bytes[index + 1])
                index += 3
            }
        }
        return Definition(global: global, bigEndian: bigEndian, fields: fields, developerBytes: developerBytes)
    }
}
