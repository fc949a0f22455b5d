/// One entry of the router's table.
public struct Route: Sendable {
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        case parameter(String)
    }

    public let method: HTTPMethod
    public let pattern: String
    public let runsOnWorker: Bool
    public let handler: Handler
    let segments: [Segment]

    init(method: HTTPMethod, pattern: String, runsOnWorker: Bool, handler: @escaping Handler) {
        precondition(pattern.hasPrefix("/"), "route pattern \(pattern) must start with /")
        self.method = method
        self.pattern = pattern
        self.runsOnWorker = runsOnWorker
        self.handler = handler
        segments = pattern.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map {
            $0.hasPrefix(":") ? .parameter(String($0.dropFirst())) : .literal(Array($0.utf8))
        }
    }

    /// The decoded parameters when the path's segments fit this pattern, else nil. A
    /// parameter that is empty or not valid percent-encoded UTF-8 does not fit.
    func parameters(for path: ArraySlice<Substring.UTF8View.SubSequence>) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var parameters: [String: String] = [:]
        for (segment, part) in zip(segments, path) {
            switch segment {
            case .literal(let bytes):
                guard part.elementsEqual(bytes) else { return nil }
            case .parameter(let name):
                guard !part.isEmpty, let value = PercentDecoding.decode(String(Substring(part)), plusAsSpace: false) else { return nil }
                parameters[name] = value
            }
        }
        return parameters
    }
}
