import Glibc

/// What a connection still has to send, in order. Heads and small bodies are copied into one
/// buffer; a body (or a piece of one, `BodyPieces`) of `sharedBodyMinimum` bytes or more is
/// only referenced (arrays are copy-on-write, so a cached page or a static file is shared, not
/// copied) and goes out together with the bytes around it in one gather write, as nginx's
/// sendfile spares it the copy.
struct OutputQueue {
    /// Below this, copying the body costs less than the extra iovec.
    static let sharedBodyMinimum = 4096
    /// Segments handed to one write; a longer pipelined queue goes out over several.
    static let segmentsPerWrite = 16

    private enum Segment {
        /// A range of `buffer`.
        case buffered(Range<Int>)
        case shared(ArraySlice<UInt8>)

        var count: Int {
            switch self {
            case .buffered(let range): range.count
            case .shared(let bytes): bytes.count
            }
        }
    }

    private var buffer: [UInt8] = []
    private var segments: [Segment] = []
    /// The first segment not yet sent, and how much of it has been.
    private var first = 0
    private var firstSent = 0
    private(set) var pending = 0

    /// Lets `write` append bytes to the buffer, which are then queued after what is there.
    mutating func appendCopied(_ write: (inout [UInt8]) -> Void) {
        let start = buffer.count
        write(&buffer)
        guard buffer.count > start else { return }
        if case .buffered(let range) = segments.last, range.upperBound == start {
            segments[segments.count - 1] = .buffered(range.lowerBound..<buffer.count)
        } else {
            segments.append(.buffered(start..<buffer.count))
        }
        pending += buffer.count - start
    }

    mutating func append(body: ArraySlice<UInt8>) {
        guard body.count >= Self.sharedBodyMinimum else {
            return appendCopied { $0.append(contentsOf: body) }
        }
        segments.append(.shared(body))
        pending += body.count
    }

    /// Hands the unsent bytes to `send` as iovecs (sendmsg on the server, a fake in tests) and
    /// drops as many as it reports sent. Returns what `send` returned: bytes, or -1 with errno.
    mutating func write(using send: (UnsafeBufferPointer<iovec>) -> Int) -> Int {
        let end = min(segments.count, first + Self.segmentsPerWrite)
        let sent = buffer.withUnsafeBytes { copied in
            withUnsafeTemporaryAllocation(of: iovec.self, capacity: end - first) { vectors in
                gather(first, end: end, copied: copied, into: vectors, send: send)
            }
        }
        if sent > 0 { consume(sent) }
        return sent
    }

    /// Fills `vectors` from segment `index` on; each shared body is pinned by one nested
    /// closure for as long as `send` runs.
    private func gather(_ index: Int, end: Int, copied: UnsafeRawBufferPointer,
                        into vectors: UnsafeMutableBufferPointer<iovec>,
                        send: (UnsafeBufferPointer<iovec>) -> Int) -> Int {
        guard index < end else { return send(UnsafeBufferPointer(vectors)) }
        let skip = index == first ? firstSent : 0
        let slot = index - first
        switch segments[index] {
        case .buffered(let range):
            vectors[slot] = iovec(copied.baseAddress! + range.lowerBound + skip, range.count - skip)
            return gather(index + 1, end: end, copied: copied, into: vectors, send: send)
        case .shared(let bytes):
            return bytes.withUnsafeBytes { body in
                vectors[slot] = iovec(body.baseAddress! + skip, body.count - skip)
                return gather(index + 1, end: end, copied: copied, into: vectors, send: send)
            }
        }
    }

    private mutating func consume(_ count: Int) {
        pending -= count
        guard pending > 0 else { return reset() }
        var left = count
        while left >= segments[first].count - firstSent {
            left -= segments[first].count - firstSent
            // Lets go of a sent body now rather than when the whole queue is out.
            segments[first] = .buffered(0..<0)
            first += 1
            firstSent = 0
        }
        firstSent += left
    }

    private mutating func reset() {
        first = 0
        firstSent = 0
        segments.removeAll(keepingCapacity: true)
        // A one-off huge response should not pin its buffer for the life of the connection.
        if buffer.capacity > 1 << 20 { buffer = [] } else { buffer.removeAll(keepingCapacity: true) }
    }
}

private extension iovec {
    init(_ base: UnsafeRawPointer, _ length: Int) {
        self.init(iov_base: UnsafeMutableRawPointer(mutating: base), iov_len: length)
    }
}
