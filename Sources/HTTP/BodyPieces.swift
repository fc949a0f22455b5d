/// A body as runs of arrays held elsewhere, in order: a kept page's bytes around the slots
/// that each response fills anew (the CSRF token, a random fact) and those fills. The server
/// sends each large run as it is (`OutputQueue`), so a 170 KB page with a new token in it goes
/// out without being copied into one array first.
public struct BodyPieces: Sendable {
    public private(set) var pieces: [ArraySlice<UInt8>] = []
    public private(set) var count = 0

    /// Room for `capacity` pieces, so appending them allocates once.
    public init(capacity: Int) {
        pieces.reserveCapacity(capacity)
    }

    public mutating func append(_ piece: ArraySlice<UInt8>) {
        guard !piece.isEmpty else { return }
        pieces.append(piece)
        count += piece.count
    }

    /// The pieces copied into one array: what `Response.body` reads.
    public var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes.append(contentsOf: piece) }
        return bytes
    }
}
