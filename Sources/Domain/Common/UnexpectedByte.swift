/// How a reader's error names the byte where it stopped: the character when it is printable
/// ASCII ("unexpected ','"), else its value ("unexpected byte 0x0").
enum UnexpectedByte {
    static func description(_ byte: UInt8) -> String {
        guard byte >= 0x20 && byte < 0x7F else { return "unexpected byte 0x\(String(byte, radix: 16))" }
        return "unexpected '\(Character(Unicode.Scalar(byte)))'"
    }
}
