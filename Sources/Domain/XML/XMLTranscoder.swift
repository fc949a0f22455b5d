/// Turns the encodings devices write GPX and TCX in into the UTF-8 the reader reads: UTF-16
/// with a byte order mark (Windows tools), and ISO-8859-1 or windows-1252 as the declaration
/// names them (OziExplorer, older Garmin software). Every byte of those two is a character,
/// so only UTF-16 can be malformed.
enum XMLTranscoder {
    /// The declared names read as Latin-1 or windows-1252; windows-1252 is a superset of
    /// Latin-1's printable characters, and HTML5 reads one as the other for that reason.
    static let singleByteNames: Set<String> = ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "windows-1252", "cp1252"]

    /// UTF-16 after its byte order mark, as UTF-8; nil at the byte offset of a lone surrogate
    /// or an odd last byte, which `offset` then holds.
    static func utf8(utf16 bytes: [UInt8], offset: inout Int) -> [UInt8]? {
        let bigEndian = bytes.starts(with: [0xFE, 0xFF])
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            units.append(bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index]))
            index += 2
        }
        guard index == bytes.count else {
            offset = index
            return nil
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unit = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(contentsOf: UTF8.encode(scalar)!)
                unit += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                return output
            case .error:
                offset = 2 + 2 * unit
                return nil
            }
        }
    }

    /// windows-1252 (and so ISO-8859-1's printable characters) as UTF-8. The five bytes
    /// windows-1252 leaves undefined are read as Latin-1's C1 controls, which the reader then
    /// refuses as control characters.
    static func utf8(windows1252 bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte < 0x80 {
                output.append(byte)
            } else {
                let value = byte < 0xA0 ? cp1252[Int(byte - 0x80)] : UInt32(byte)
                output.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
            }
        }
        return output
    }

    /// windows-1252's 0x80…0x9F (https://www.unicode.org/Public/MAPPINGS/VENDORS/MICSFT/WINDOWS/CP1252.TXT).
    private static let cp1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]
}
