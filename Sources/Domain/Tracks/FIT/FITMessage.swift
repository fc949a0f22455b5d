/// One data message of a FIT file: its global number and where each field's bytes are.
struct FITMessage {
    /// The profile's message numbers read here.
    static let record = 20
    static let event = 21
    /// `sport` (field 0) and `sub_sport` (1) of the whole file.
    static let sport = 12
    /// One session's `sport` (field 5) and `sub_sport` (6); a multisport file has several.
    static let session = 18

    let global: Int
    let bigEndian: Bool
    /// The whole file (shared, not copied); `fields` point into it.
    let bytes: [UInt8]
    let fields: [(number: UInt8, range: Range<Int>)]

    /// The field as an unsigned integer when it is 1, 2 or 4 bytes; nil when absent, of
    /// another size, or the base type's "invalid" value (all bits set).
    func unsigned(_ number: UInt8) -> UInt32? {
        guard let (value, size) = raw(number) else { return nil }
        return value == (size == 4 ? .max : (1 << (8 * UInt32(size))) - 1) ? nil : value
    }

    /// A 4-byte signed field (positions in semicircles); nil when absent or invalid (0x7FFFFFFF).
    func signed32(_ number: UInt8) -> Int32? {
        guard let (value, size) = raw(number), size == 4 else { return nil }
        let signed = Int32(bitPattern: value)
        return signed == .max ? nil : signed
    }

    /// The field's bytes as written (a byte array is never swapped); nil when absent.
    func bytes(_ number: UInt8) -> ArraySlice<UInt8>? {
        fields.first(where: { $0.number == number }).map { bytes[$0.range] }
    }

    private func raw(_ number: UInt8) -> (UInt32, Int)? {
        guard let field = fields.first(where: { $0.number == number }), [1, 2, 4].contains(field.range.count) else { return nil }
        let value = field.range.reduce(UInt32(0)) { value, index in
            bigEndian ? value << 8 | UInt32(bytes[index]) : value | UInt32(bytes[index]) << (8 * UInt32(index - field.range.lowerBound))
        }
        return (value, field.range.count)
    }
}
