/// Where a route's requests run: inline on the event loop, or on the worker pool (slow or
/// writing handlers, so they never stall a loop). Most routes decide once; a route whose
/// requests are sometimes slow and sometimes not (a search that writes the member's recent
/// searches, or ranks a word not asked lately, but answers a repeat from memory) decides per
/// request, on its head, so that the quick ones do not pay for the crossing to a worker and back.
public enum WorkerChoice: Sendable, ExpressibleByBooleanLiteral {
    case fixed(Bool)
    /// Asked of each request before its handler runs, on the event loop: it must be quick.
    case perRequest(@Sendable (Request) -> Bool)

    public init(booleanLiteral onWorker: Bool) {
        self = .fixed(onWorker)
    }

    func runsOnWorker(_ request: Request) -> Bool {
        switch self {
        case .fixed(let onWorker): onWorker
        case .perRequest(let decide): decide(request)
        }
    }
}
