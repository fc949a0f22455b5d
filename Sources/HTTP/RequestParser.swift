/// An incremental HTTP/1.1 request parser (RFC 9112), fed bytes as they arrive on a connection.
///
/// `append` the received bytes, then call `next()` until it returns nil: each call returns one
/// complete request, so pipelined requests come out in order. Each byte is searched once: the
/// parser remembers how far it has looked for a line end. Limits are checked as bytes arrive,
/// so a client dribbling an endless header is cut off once it is over a limit. After `next()`
/// throws, the parser keeps throwing the same error: answer it and close the connection.
public struct RequestParser: Sendable {
    enum Phase: Sendable {
        case requestLine, headerFields, fixedBody(Int), chunkSize, chunkData(Int), chunkEnd, trailerFields, complete
        /// `admit` answered the head: nothing after it is read.
        case answered
    }

    let limits: RequestLimits
    let admit: (@Sendable (Request) -> Admission)?
    /// Where large uploads go instead of memory; nil keeps every body in memory.
    let spool: BodySpool?
    /// Received bytes; those before `cursor` are parsed and dropped when their request completes.
    var buffer: [UInt8] = []
    var cursor = 0
    /// Where the search for the next LF resumes.
    var searchedUpTo = 0
    /// Where the header or trailer section being read started, for `maxHeaderBytes`.
    var sectionStart = 0
    var phase = Phase.requestLine
    var request = PartialRequest()
    var failure: HTTPError?
    /// The request whose head `admit` answered, with that answer: `next()` returns nil from
    /// then on and received bytes are dropped. Answer it and close the connection.
    public internal(set) var answered: (head: Request, response: Response)?

    /// `admit` receives each request that announces a body once its head is parsed, and says
    /// how large a body it may send or answers it from the head alone (`Admission`); without
    /// it every request may send `limits.maxBodyBytes`.
    public init(limits: RequestLimits = RequestLimits(), spool: BodySpool? = nil, admit: (@Sendable (Request) -> Admission)? = nil) {
        self.limits = limits
        self.spool = spool
        self.admit = admit
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil, answered == nil else { return }
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// The next complete request, or nil when more bytes are needed.
    public mutating func next() throws(HTTPError) -> Request? {
        if let failure { throw failure }
        do {
            return try advance()
        } catch {
            failure = error
            buffer = []
            // A body's spool file closes now, not when the lingering connection ends.
            request.spooled = nil
            throw error
        }
    }

    /// Gives up the body read so far, its file closed at once: the request was answered before
    /// its end (a deadline passed) and the connection only lingers now.
    mutating func abandonBody() {
        request.body = []
        request.spooled = nil
    }

    /// Some bytes of a request that is not complete yet have arrived (the header or body
    /// deadline runs). Head bytes are dropped only when their request completes, so any bytes
    /// buffered are part of one; a fixed-length body leaves the buffer as it arrives.
    public var hasPartialRequest: Bool { !buffer.isEmpty || isReadingBody }

    /// The head is complete and the body is still arriving (the body deadline runs).
    public var isReadingBody: Bool {
        switch phase {
        case .fixedBody, .chunkSize, .chunkData, .chunkEnd, .trailerFields: true
        case .requestLine, .headerFields, .complete, .answered: false
        }
    }

    private mutating func advance() throws(HTTPError) -> Request? {
        while true {
            let progressed: Bool
            switch phase {
            case .requestLine, .headerFields: progressed = try readHead()
            case .fixedBody(let length): progressed = try readFixedBody(length)
            case .chunkSize: progressed = try readChunkSize()
            case .chunkData(let size): progressed = try readChunkData(size)
            case .chunkEnd: progressed = try readChunkEnd()
            case .trailerFields: progressed = try readTrailers()
            case .complete: return finishRequest()
            case .answered: return nil
            }
            guard progressed else { return nil }
        }
    }

    /// Drops the finished request's bytes and makes ready for the next one.
    private mutating func finishRequest() -> Request {
        var finished = assembled(body: request.body)
        finished.spooledBody = request.spooled
        if request.transferEncodingCount > 0 {
            // Handlers see a plain body whatever the framing was.
            finished.headers.remove("Transfer-Encoding")
            finished.headers.set("Content-Length", String(request.bodyCount))
        }
        if cursor < buffer.count {
            buffer.removeSubrange(..<cursor)
        } else if buffer.capacity > Self.retainedCapacity {
            buffer = []
        } else {
            buffer.removeAll(keepingCapacity: true)
        }
        cursor = 0
        searchedUpTo = 0
        sectionStart = 0
        phase = .requestLine
        request = PartialRequest()
        return finished
    }

    /// The request its head describes, with `body`.
    func assembled(body: [UInt8]) -> Request {
        let line = request.line!
        var assembled = Request(method: line.method, target: line.target, version: line.version,
                                headers: request.headers, body: body)
        if let authority = line.authority { assembled.headers.set("Host", authority) }
        return assembled
    }

    /// An idle keep-alive connection holds on to at most this much buffer.
    private static let retainedCapacity = 64 * 1024
}
