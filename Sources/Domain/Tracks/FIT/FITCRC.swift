/// The CRC-16 of the FIT protocol (the FIT SDK's `FitCRC_Get16`: polynomial 0xA001, a
/// nibble at a time), over the header's first 12 bytes and over the whole file before its
/// last two bytes. Public for the fuzz target, which seals mutated files with it.
public enum FITCRC {
    private static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401, 0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    public static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt16 {
        var crc: UInt16 = 0
        for byte in bytes {
            var low = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ low ^ table[Int(byte & 0xF)]
            low = table[Int(crc & 0xF)]
            crc = (crc >> 4) & 0x0FFF
            crc = crc ^ low ^ table[Int(byte >> 4)]
        }
        return crc
    }
}
