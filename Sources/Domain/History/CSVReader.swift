/// Reads CSV records from bytes, one at a time (RFC 4180, read leniently as exports are
/// written): a comma or semicolon separator, fields quoted with `"` and `""` inside them,
/// line breaks inside quotes, CR LF, LF or a lone CR between records, and a UTF-8 byte-order
/// mark before the first. It keeps ranges, not strings, so reading costs no allocation per
/// field, and a record's field list is reused for the next one.
public struct CSVReader: Sendable {
    /// Beyond this a record's further fields are dropped and the record marked, so a line of
    /// separators cannot make the field list many times larger than the input.
    public static let maxFields = 256

    public let separator: UInt8
    private let input: ArraySlice<UInt8>
    private var offset: Int
    /// The line the next record starts on.
    public private(set) var line: Int
    private var fields: [CSVField] = []
    private var problem: CSVProblem?

    /// A slice is read where it lies (an upload inside its request's body), without a copy.
    public init(_ input: ArraySlice<UInt8>, separator: UInt8) {
        self.input = input
        self.separator = separator
        line = 1
        offset = input.startIndex + (Self.byteOrderMark.elementsEqual(input.prefix(3)) ? 3 : 0)
    }

    /// Input that goes on from an earlier window at a record's start on `line`: how
    /// `CSVStream` reads its next window (no byte-order mark there).
    init(continuing input: ArraySlice<UInt8>, separator: UInt8, line: Int) {
        self.input = input
        self.separator = separator
        self.line = line
        offset = input.startIndex
    }

    /// Where the next record starts in `input`.
    var position: Int { offset }

    /// The separator of the first line that has one: a semicolon when it has more semicolons
    /// than commas outside quotes (spreadsheets in decimal-comma locales write those), else a comma.
    public static func separator(guessedFrom input: ArraySlice<UInt8>) -> UInt8 {
        var guess = SeparatorGuess()
        _ = guess.read(input)
        return guess.separator
    }

    /// The UTF-8 encoding of U+FEFF, which spreadsheet programs put before CSV they save.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    public mutating func next() -> CSVRecord? {
        guard offset < input.endIndex else { return nil }
        let start = line
        fields.removeAll(keepingCapacity: true)
        problem = nil
        while readField() {}
        return CSVRecord(line: start, fields: fields, problem: problem, input: input)
    }

    /// Reads one field and what ends it; true when a separator ends it and another follows.
    private mutating func readField() -> Bool {
        let quoted = offset < input.endIndex && input[offset] == UInt8(ascii: "\"")
        let field = quoted ? readQuoted() : readPlain(from: offset)
        if fields.count < Self.maxFields {
            fields.append(field)
        } else if problem == nil {
            problem = .tooManyFields(limit: Self.maxFields)
        }
        return endField()
    }

    private mutating func readPlain(from start: Int) -> CSVField {
        var index = start
        while index < input.endIndex {
            let byte = input[index]
            if byte == separator || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            index += 1
        }
        offset = index
        return CSVField(range: start..<index, hasDoubledQuotes: false)
    }

    private mutating func readQuoted() -> CSVField {
        let start = offset + 1
        var index = start
        var doubled = false
        while index < input.endIndex {
            switch input[index] {
            case UInt8(ascii: "\""):
                guard index + 1 < input.endIndex, input[index + 1] == UInt8(ascii: "\"") else {
                    return closeQuoted(start..<index, doubled: doubled)
                }
                doubled = true
                index += 2
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index = skipLineBreak(at: index)
            default:
                index += 1
            }
        }
        offset = index
        if problem == nil { problem = .unclosedQuote(field: fields.count + 1) }
        return CSVField(range: start..<index, hasDoubledQuotes: doubled)
    }

    /// After the closing quote only a separator or a line break may follow; anything else is
    /// skipped up to the next one and the record marked.
    private mutating func closeQuoted(_ range: Range<Int>, doubled: Bool) -> CSVField {
        let after = readPlain(from: range.upperBound + 1)
        if !after.range.isEmpty, problem == nil {
            problem = .textAfterQuote(field: fields.count + 1)
        }
        return CSVField(range: range, hasDoubledQuotes: doubled)
    }

    private mutating func endField() -> Bool {
        guard offset < input.endIndex else { return false }
        if input[offset] == separator {
            offset += 1
            return true
        }
        offset = skipLineBreak(at: offset)
        return false
    }

    /// Counts the line break at `index` (CR LF as one) and returns the index after it.
    private mutating func skipLineBreak(at index: Int) -> Int {
        line += 1
        let next = index + 1
        if input[index] == UInt8(ascii: "\r"), next < input.endIndex, input[next] == UInt8(ascii: "\n") {
            return next + 1
        }
        return next
    }
}
