/// How lift names are compared: "back  squat" is "Back Squat". The first spelling a lifter
/// used is what pages show; this key only decides what counts as the same lift. Form text
/// is already NFC (`PlainText`), so accents typed two ways share a key too.
public enum LiftName {
    public static func key(_ name: String) -> String {
        var name = name
        if let key = name.withUTF8(asciiKey) { return key }
        return name.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The same key for an ASCII name, in one pass over its bytes: pages ask for the key of
    /// every entry they mark, and lowercasing and splitting by `Character` took thousands of
    /// instructions a name. Nil for a name with any other character.
    private static func asciiKey(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { key in
            var count = 0
            var spaceDue = false
            for byte in bytes {
                // ASCII's white space: tab, line feed, vertical tab, form feed, carriage return, space.
                if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                    spaceDue = count > 0
                    continue
                }
                if spaceDue {
                    key[count] = UInt8(ascii: " ")
                    count += 1
                    spaceDue = false
                }
                key[count] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
                count += 1
            }
            return count
        }
    }
}
