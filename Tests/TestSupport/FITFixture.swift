/// FIT files written byte by byte in the shape devices write them (the FIT protocol: a
/// 14-byte header, definition and data messages, compressed timestamps, a CRC-16 at the end).
public enum FITFixture {
    /// A run: a record before the first fix, two records (one with a compressed timestamp and
    /// an enhanced altitude), a timer stop, then two records with compressed timestamps whose
    /// 5-bit offset rolls over. Times from 1,000,000,000 s after the FIT epoch.
    public static func run(bigEndian: Bool = false, developerField: Bool = false) -> [UInt8] {
        let record: [(UInt8, UInt8, UInt8)] = [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (3, 1, 0x02), (2, 2, 0x84), (78, 4, 0x86)]
        var body: [UInt8] = []
        body += definition(local: 0, global: 20, fields: record, bigEndian: bigEndian, developerBytes: developerField ? 2 : nil)
        body += definition(local: 1, global: 21, fields: [(253, 4, 0x86), (0, 1, 0x00), (1, 1, 0x00)], bigEndian: bigEndian)
        body += definition(local: 2, global: 20, fields: Array(record.dropFirst()), bigEndian: bigEndian)
        let extra: [UInt8] = developerField ? [0xAB, 0xCD] : []
        let invalid32 = Int64(Int32.max)
        body += [0x00] + values([999_999_999, invalid32, invalid32, 100, 0xFFFF, 0xFFFF_FFFF], record, bigEndian) + extra
        body += [0x00] + values([1_000_000_000, semicircles(47.3769), semicircles(8.5417), 120, 4_541, 0xFFFF_FFFF], record, bigEndian) + extra
        let positioned = Array(record.dropFirst())
        body += [0xC3] + values([semicircles(47.3770), semicircles(8.5417), 125, 4_541, 4_550], positioned, bigEndian)
        body += [0x01] + values([1_000_000_010, 0, 4], [(253, 4, 0), (0, 1, 0), (1, 1, 0)], bigEndian)
        body += [0xC1] + values([semicircles(47.3771), semicircles(8.5417), 130, 0xFFFF, 0xFFFF_FFFF], positioned, bigEndian)
        body += [0xC4] + values([semicircles(47.3772), semicircles(8.5417), 0xFF, 0xFFFF, 0xFFFF_FFFF], positioned, bigEndian)
        return file(records: body)
    }

    /// An indoor ride: records with time, heart rate and distance (centimetres) but no
    /// position: 110 bpm for 10 s, 120 for 5 s, 130 for 5 s, 250.5 m.
    public static func indoorRide() -> [UInt8] {
        let record: [(UInt8, UInt8, UInt8)] = [(253, 4, 0x86), (3, 1, 0x02), (5, 4, 0x86)]
        var body = definition(local: 0, global: 20, fields: record, bigEndian: false)
        for (offset, beats, centimetres) in [(0, 110, 0), (10, 120, 10_000), (15, 130, 20_000), (20, 130, 25_050)] as [(Int64, Int64, Int64)] {
            body += [0x00] + values([1_000_000_000 + offset, beats, centimetres], record, false)
        }
        return file(records: body)
    }

    /// A whole file around `records`: header with its checksum, the records, the file's checksum.
    public static func file(records: [UInt8]) -> [UInt8] {
        let size = UInt32(records.count)
        var header: [UInt8] = [14, 0x20, 0x5D, 0x08, UInt8(size & 0xFF), UInt8(size >> 8 & 0xFF), UInt8(size >> 16 & 0xFF), UInt8(size >> 24)]
        header += Array(".FIT".utf8)
        let headerCRC = crc(header)
        header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
        let all = header + records
        let fileCRC = crc(all)
        return all + [UInt8(fileCRC & 0xFF), UInt8(fileCRC >> 8)]
    }

    private static func semicircles(_ degrees: Double) -> Int64 {
        Int64((degrees * 2_147_483_648 / 180).rounded())
    }

    private static func definition(local: UInt8, global: UInt16, fields: [(UInt8, UInt8, UInt8)], bigEndian: Bool, developerBytes: UInt8? = nil) -> [UInt8] {
        var bytes: [UInt8] = [0x40 | (developerBytes == nil ? 0 : 0x20) | local, 0, bigEndian ? 1 : 0]
        bytes += bigEndian ? [UInt8(global >> 8), UInt8(global & 0xFF)] : [UInt8(global & 0xFF), UInt8(global >> 8)]
        bytes.append(UInt8(fields.count))
        for (number, size, base) in fields { bytes += [number, size, base] }
        if let developerBytes { bytes += [1, 0, developerBytes, 0] }
        return bytes
    }

    private static func values(_ values: [Int64], _ fields: [(UInt8, UInt8, UInt8)], _ bigEndian: Bool) -> [UInt8] {
        zip(values, fields).flatMap { value, field -> [UInt8] in
            let little = (0..<Int(field.1)).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: value) >> (8 * UInt64($0))) }
            return bigEndian ? little.reversed() : little
        }
    }

    /// The FIT SDK's CRC-16, a bit at a time (the decoder's is a nibble at a time).
    private static func crc(_ bytes: [UInt8]) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            crc ^= UInt16(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xA001 : crc >> 1 }
        }
        return crc
    }
}
