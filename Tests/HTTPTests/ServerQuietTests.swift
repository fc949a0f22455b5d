@testable import HTTP
import XCTest

/// When the responder hears that the server went quiet (`ServerCore.loopWentQuiet`): only
/// once every loop has, and only after some loop served a request since the last time.
final class ServerQuietTests: XCTestCase {
    private struct Silent: HTTPResponder {
        func runsOnWorker(_ request: inout Request) -> Bool { false }
        func respond(to request: Request) -> Response { Response() }
        func respond(to error: HTTPError, request: Request?) -> Response { Response() }
        func admit(_ head: Request) -> Admission { .body(limit: 0) }
    }

    private func core(loops: Int) -> ServerCore {
        var configuration = ServerConfiguration()
        configuration.eventLoops = loops
        configuration.workerThreads = 1
        return ServerCore(configuration: configuration, responder: Silent(), listeners: [])
    }

    func testTheLastLoopToGoQuietTellsAndOnlyAfterRequests() {
        let core = core(loops: 2)
        defer { core.workers.shutdown() }
        XCTAssertFalse(core.loopWentQuiet(served: false), "the other loop is still busy")
        XCTAssertTrue(core.loopWentQuiet(served: false), "start-up counts as served")
        core.loopWoke()
        XCTAssertFalse(core.loopWentQuiet(served: false), "a wake without a request is not worth telling")
        core.loopWoke()
        core.loopWoke()
        XCTAssertFalse(core.loopWentQuiet(served: true), "one loop quiet while the other serves")
        XCTAssertTrue(core.loopWentQuiet(served: false), "the last one tells, for the other's requests")
    }
}
