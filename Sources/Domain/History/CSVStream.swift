/// CSV records of an export read a piece at a time (`ExportBytes`), the same records with the
/// same lines as `CSVReader` reading the whole: a window of pieces is read with `CSVReader`,
/// and a record that reaches the window's end may go on in the next piece (a quoted field
/// holds line breaks; a CR may be the first half of a CR LF), so it is read again from its
/// start in a window that holds the next piece too. A record longer than a piece doubles what
/// the next read takes, so even one spanning the whole input is read in linear time.
public struct CSVStream: Sendable {
    public let separator: UInt8
    private let source: ExportBytes
    private var reader: CSVReader
    private var window: ArraySlice<UInt8>
    /// Where in the input the window ends.
    private var windowEnd: Int
    /// No more input: the window's end is the input's.
    private var isLast: Bool

    public init(_ source: ExportBytes, separator: UInt8) {
        self.source = source
        self.separator = separator
        // At least the byte-order mark's three bytes, which only the first window may skip.
        window = source.read(from: 0, count: max(source.pieceSize, 3))
        windowEnd = window.count
        isLast = windowEnd >= source.count || window.isEmpty
        reader = CSVReader(window, separator: separator)
    }

    public mutating func next() -> CSVRecord? {
        while true {
            let start = reader.position, line = reader.line
            let record = reader.next()
            if isLast || (record != nil && reader.position < window.endIndex) { return record }
            extend(keepingFrom: start, line: line)
        }
    }

    /// The next window: what is left of this one from `start`, and the next piece.
    private mutating func extend(keepingFrom start: Int, line: Int) {
        let kept = window[start...]
        let piece = source.read(from: windowEnd, count: max(source.pieceSize, kept.count))
        var joined: [UInt8] = []
        joined.reserveCapacity(kept.count + piece.count)
        joined.append(contentsOf: kept)
        joined.append(contentsOf: piece)
        window = joined[...]
        windowEnd += piece.count
        isLast = windowEnd >= source.count || piece.isEmpty
        reader = CSVReader(continuing: window, separator: separator, line: line)
    }
}
