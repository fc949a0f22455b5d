/// One record of a CSV input: the physical line it starts on and where its fields lie.
/// Fields are read on demand, as bytes or as text, so a record costs no allocation per field.
public struct CSVRecord: Sendable {
    /// 1-based, counting LF, CR LF and a lone CR each as one line break.
    public let line: Int
    public let fields: [CSVField]
    public let problem: CSVProblem?
    let input: ArraySlice<UInt8>

    public var count: Int { fields.count }

    /// A line with nothing but spaces and separators on it, which every format skips
    /// (spreadsheets save empty rows as ",,,,").
    public var isBlank: Bool {
        fields.indices.allSatisfy { FieldValue.trimmed(bytes($0)).isEmpty }
    }

    /// The field's bytes as written, quotes removed; doubled quotes still doubled.
    public func bytes(_ index: Int) -> ArraySlice<UInt8> {
        input[fields[index].range]
    }

    /// The field's text with doubled quotes folded; bytes that are not UTF-8 become U+FFFD.
    public func text(_ index: Int) -> String {
        let field = fields[index]
        guard field.hasDoubledQuotes else { return String(decoding: input[field.range], as: UTF8.self) }
        var unquoted: [UInt8] = []
        unquoted.reserveCapacity(field.range.count)
        var skipNext = false
        for byte in input[field.range] {
            if skipNext {
                skipNext = false
                continue
            }
            unquoted.append(byte)
            skipNext = byte == UInt8(ascii: "\"")
        }
        return String(decoding: unquoted, as: UTF8.self)
    }
}
