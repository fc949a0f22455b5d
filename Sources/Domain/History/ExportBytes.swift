/// An export's bytes, wherever they are held, read a piece at a time from any offset and as
/// often as wanted: an upload in a file is read in pieces (`CSVStream`), never whole.
public struct ExportBytes: Sendable {
    public let count: Int
    /// The bytes read at a time; the whole input for one held in memory.
    public let pieceSize: Int
    private let reader: @Sendable (_ offset: Int, _ count: Int) -> ArraySlice<UInt8>

    /// `read` gives up to `count` bytes from `offset`; fewer only at the end, or when reading
    /// fails (the caller learns that its own way, and must not trust what was read).
    public init(count: Int, pieceSize: Int, read: @escaping @Sendable (_ offset: Int, _ count: Int) -> ArraySlice<UInt8>) {
        self.count = count
        self.pieceSize = max(1, pieceSize)
        reader = read
    }

    /// Bytes in memory, read in one piece, where they lie.
    public init(_ bytes: ArraySlice<UInt8>) {
        let base = bytes.startIndex
        self.init(count: bytes.count, pieceSize: max(1, bytes.count)) { offset, count in
            bytes[(base + offset)..<(base + min(bytes.count, offset + count))]
        }
    }

    public func read(from offset: Int, count: Int) -> ArraySlice<UInt8> {
        guard offset < self.count, count > 0 else { return [] }
        return reader(offset, count)
    }

    /// Every piece in order, to `body`.
    public func forEachPiece(_ body: (ArraySlice<UInt8>) -> Void) {
        forEachPieceUntil { piece in
            body(piece)
            return false
        }
    }

    /// The pieces in order, to `body`, until it returns true.
    public func forEachPieceUntil(_ body: (ArraySlice<UInt8>) -> Bool) {
        var offset = 0
        while offset < count {
            let piece = read(from: offset, count: pieceSize)
            if piece.isEmpty || body(piece) { return }
            offset += piece.count
        }
    }
}
