/// How many bytes an upload may inflate to, counted as they come out of zlib (never from a
/// header, which a zip bomb writes as it likes): 20 times the upload, and 1 GiB at most.
public struct InflateBudget: Sendable {
    public static let ratio = 20
    public static let ceiling = 1 << 30

    public let limit: Int
    public private(set) var spent = 0

    public init(uploadSize: Int) {
        let (scaled, overflow) = max(uploadSize, 0).multipliedReportingOverflow(by: Self.ratio)
        limit = overflow ? Self.ceiling : min(scaled, Self.ceiling)
    }

    /// A limit of its own, for a file streamed rather than held (`ZipArchive.stream`): only
    /// the time spent grows with it.
    public init(limit: Int) {
        self.limit = max(limit, 0)
    }

    /// Counts `count` more bytes; false, counting none, once they would be past the limit.
    mutating func spend(_ count: Int) -> Bool {
        guard count <= limit - spent else { return false }
        spent += count
        return true
    }
}
