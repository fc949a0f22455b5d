/// One entry of the router's table. A class, so trying a route against a path copies one
/// reference rather than its strings, segments and handler.
public final class Route: Sendable {
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        /// `:id.gpx`: a parameter followed by a fixed ending in the same segment.
        case suffixed(String, suffix: [UInt8])
        case parameter(String)

        /// How specific a segment is; at the first place two patterns differ, the lower wins.
        var rank: Int {
            switch self {
            case .literal: 0
            case .suffixed: 1
            case .parameter: 2
            }
        }

        /// The segment with its parameter name left out: two patterns of the same shape
        /// match exactly the same paths.
        var shape: String {
            switch self {
            case .literal(let bytes): "=" + String(decoding: bytes, as: UTF8.self)
            case .suffixed(_, let suffix): ":" + String(decoding: suffix, as: UTF8.self)
            case .parameter: ":"
            }
        }
    }

    public let method: HTTPMethod
    public let pattern: String
    let worker: WorkerChoice
    /// The largest body this route accepts; nil keeps the server's default.
    public let bodyLimit: Int?
    /// Runs on the head of a request that announces a body, before any of the body is read
    /// (`HTTPResponder.admit`); nil lets every such request send up to `bodyLimit`.
    public let checkHead: HeadCheck?
    public let handler: Handler
    let segments: [Segment]
    /// The pattern with its parameter names left out: two routes of one shape match exactly
    /// the same paths.
    let shape: String

    init(method: HTTPMethod, pattern: String, worker: WorkerChoice, bodyLimit: Int?, endpoint: Endpoint) {
        precondition(pattern.hasPrefix("/"), "route pattern \(pattern) must start with /")
        self.method = method
        self.pattern = pattern
        self.worker = worker
        self.bodyLimit = bodyLimit
        checkHead = endpoint.checkHead
        handler = endpoint.handler
        segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(Self.segment)
        shape = segments.map(\.shape).joined(separator: "/")
    }

    private static func segment(_ text: Substring) -> Segment {
        guard text.hasPrefix(":") else { return .literal(Array(text.utf8)) }
        let name = text.dropFirst()
        guard let dot = name.firstIndex(of: ".") else { return .parameter(String(name)) }
        return .suffixed(String(name[..<dot]), suffix: Array(name[dot...].utf8))
    }

    /// Whether this request runs on the worker pool rather than inline (`WorkerChoice`).
    public func runsOnWorker(_ request: Request) -> Bool {
        worker.runsOnWorker(request)
    }

    /// Whether every segment is literal: the route fits one path only, its pattern.
    var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Orders patterns so that the first one matching a path is the most specific: compared
    /// segment by segment from the left, a literal beats `:id.gpx`, which beats `:id`.
    func isMoreSpecific(than other: Route) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) where mine.rank != theirs.rank {
            return mine.rank < theirs.rank
        }
        return false
    }

    /// The decoded parameters when the path's segments fit this pattern, else nil. A
    /// parameter that is empty or not valid percent-encoded UTF-8 does not fit.
    func parameters(for path: ArraySlice<Range<Int>>, in bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, range) in zip(segments, path) {
            let part = UnsafeBufferPointer(rebasing: bytes[range])
            switch segment {
            case .literal(let bytes):
                guard part.elementsEqual(bytes) else { return nil }
            case .parameter(let name):
                guard let value = Self.decoded(part) else { return nil }
                parameters[name] = value
            case .suffixed(let name, let suffix):
                guard part.count > suffix.count, part.suffix(suffix.count).elementsEqual(suffix),
                      let value = Self.decoded(UnsafeBufferPointer(rebasing: part.dropLast(suffix.count))) else { return nil }
                parameters[name] = value
            }
        }
        return parameters
    }

    private static func decoded(_ part: UnsafeBufferPointer<UInt8>) -> String? {
        guard !part.isEmpty else { return nil }
        return PercentDecoding.decode(UnsafeRawBufferPointer(part), plusAsSpace: false)
    }
}
