/// How much a client may send before the parser gives up on it. Every limit is checked as bytes
/// arrive, so a client that never finishes a header line is cut off as soon as it is over.
public struct RequestLimits: Sendable {
    /// The whole header section, request line and final CRLF included (431 when over).
    public var maxHeaderBytes: Int
    /// Header field lines in the header section, and again in a chunked body's trailers (431).
    public var maxHeaderCount: Int
    /// The request target as sent (414 when over).
    public var maxTargetLength: Int
    /// The body after transfer decoding, unless a route raises it for uploads (413 when over).
    public var maxBodyBytes: Int
    /// One chunk-size line of a chunked body, extensions included (400 when over).
    public var maxChunkLineBytes: Int

    public init(maxHeaderBytes: Int = 16 * 1024, maxHeaderCount: Int = 100, maxTargetLength: Int = 8 * 1024,
                maxBodyBytes: Int = 1024 * 1024, maxChunkLineBytes: Int = 1024) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxHeaderCount = maxHeaderCount
        self.maxTargetLength = maxTargetLength
        self.maxBodyBytes = maxBodyBytes
        self.maxChunkLineBytes = maxChunkLineBytes
    }
}
