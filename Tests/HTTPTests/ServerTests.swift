import Glibc
import HTTP
import TestClient
import XCTest

/// End-to-end over a real socket on port 0.
final class ServerTests: XCTestCase {
    private var server: Server!
    private var port: UInt16 = 0

    private let idleCalls = OrderLog()

    private func startServer(_ adjust: (inout ServerConfiguration) -> Void = { _ in }) throws {
        var configuration = ServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.accessLog = false
        configuration.eventLoops = 2
        adjust(&configuration)
        server = Server(configuration: configuration, responder: TestResponder(idleCalls: idleCalls))
        port = try server.start()
    }

    override func tearDown() {
        server?.stop()
        server?.wait()
        server = nil
    }

    func testKeepAliveServesSeveralRequestsOnOneConnection() throws {
        try startServer()
        let client = try TestClient(port: port)
        for number in 1...3 {
            let reply = try client.request("GET", "/hello?n=\(number)")
            XCTAssertEqual(reply.status, 200)
            XCTAssertEqual(reply.text, "hello \(number)")
            XCTAssertNotNil(reply.header("Date"))
            XCTAssertNil(reply.header("Connection"))
        }
    }

    func testAnUploadRouteTakesALargerBodyThanTheDefault() throws {
        try startServer()
        let twoMiB = String(repeating: "x", count: 2 << 20)
        XCTAssertEqual(try TestClient(port: port).request("POST", "/upload", body: twoMiB).text, "got \(2 << 20)")
        // Past a limit the server answers as soon as it has read the head.
        for (path, length) in [("/form", 2 << 20), ("/upload", (4 << 20) + 1)] {
            let client = try TestClient(port: port)
            try client.send("POST \(path) HTTP/1.1\r\nHost: a\r\nContent-Length: \(length)\r\n\r\n")
            XCTAssertEqual(try client.readReply().status, 413, path)
        }
    }

    func testPipelinedRequestsAreAnsweredInOrderEvenAroundAWorkerJob() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello?n=1 HTTP/1.1\r\nHost: a\r\n\r\nPOST /slow HTTP/1.1\r\nHost: a\r\nContent-Length: 4\r\n\r\nbodyGET /hello?n=3 HTTP/1.1\r\nHost: a\r\n\r\n")
        XCTAssertEqual(try client.readReply().text, "hello 1")
        XCTAssertEqual(try client.readReply().text, "slow body")
        XCTAssertEqual(try client.readReply().text, "hello 3")
    }

    func testSlowHandlerDoesNotStallOtherConnections() throws {
        try startServer()
        let slow = try TestClient(port: port)
        try slow.send("POST /slow HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n")
        let order = OrderLog()
        let slowDone = expectation(description: "slow reply")
        DispatchQueue.global().async {
            _ = try? slow.readReply()
            order.append("slow")
            slowDone.fulfill()
        }
        Thread.sleep(forTimeInterval: 0.1)
        let fast = try TestClient(port: port)
        for _ in 0..<5 { XCTAssertEqual(try fast.request("GET", "/hello?n=9").status, 200) }
        order.append("fast")
        wait(for: [slowDone], timeout: 5)
        XCTAssertEqual(order.entries, ["fast", "slow"], "the fast requests must finish while the slow handler still runs")
    }

    /// Slow handlers of small requests run side by side, a worker each (a save waits for the
    /// disk, and waiting together is what lets saves share a sync); handlers of bodies over the
    /// server's usual limit run one per core at a time, as they parse megabytes.
    func testWorkersStartForWaitingHandlersButUploadsRunOnePerCore() throws {
        try startServer()
        XCTAssertEqual(try overlapping(6, tag: "form", bytes: 100), 6)
        XCTAssertLessThanOrEqual(try overlapping(6, tag: "upload", bytes: 2 << 20), ServerConfiguration.coreCount)
    }

    /// Sends `count` requests to `/overlapping` at once, each on a connection of its own, and
    /// returns how many of them ran at the same time.
    private func overlapping(_ count: Int, tag: String, bytes: Int) throws -> Int {
        let body = String(repeating: "x", count: bytes)
        let clients = try (0..<count).map { _ in try TestClient(port: port) }
        for client in clients {
            try client.send("POST /overlapping?tag=\(tag) HTTP/1.1\r\nHost: a\r\nContent-Length: \(bytes)\r\n\r\n\(body)")
        }
        for client in clients { XCTAssertEqual(try client.readReply().text, "got \(bytes)") }
        return TestResponder.mostAtOnce(tag)
    }

    func testHTTP10ClosesAfterTheResponse() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello?n=1 HTTP/1.0\r\n\r\n")
        let reply = try client.readReply()
        XCTAssertEqual(reply.text, "hello 1")
        XCTAssertEqual(reply.header("Connection"), "close")
        XCTAssertTrue(client.isClosedByServer())
    }

    func testHTTP10KeepAliveIsHonoured() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello?n=1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(try client.readReply().header("Connection"), "keep-alive")
        try client.send("GET /hello?n=2 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
        XCTAssertEqual(try client.readReply().text, "hello 2")
    }

    func testConnectionCloseIsHonoured() throws {
        try startServer()
        let client = try TestClient(port: port)
        let reply = try client.request("GET", "/hello?n=1", headers: ["Connection": "close"])
        XCTAssertEqual(reply.header("Connection"), "close")
        XCTAssertTrue(client.isClosedByServer())
    }

    func testHeadSendsTheLengthButNoBody() throws {
        try startServer()
        let client = try TestClient(port: port)
        let head = try client.request("HEAD", "/hello?n=1")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), "7")
        XCTAssertTrue(head.body.isEmpty)
        XCTAssertEqual(try client.request("GET", "/hello?n=2").text, "hello 2", "no stray body bytes after HEAD")
    }

    func testABigBodyArrivesByteForByteAndTheConnectionStaysOpen() throws {
        try startServer()
        let client = try TestClient(port: port)
        let reply = try client.request("GET", "/big?size=300000")
        XCTAssertEqual(reply.header("Content-Length"), "300000")
        XCTAssertEqual(reply.body, TestResponder.pattern(300_000))
        XCTAssertEqual(try client.request("GET", "/hello?n=2").text, "hello 2")
    }

    func testPipelinedSmallBigSmallResponsesComeInOrder() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello?n=1 HTTP/1.1\r\nHost: a\r\n\r\nGET /big?size=200000 HTTP/1.1\r\nHost: a\r\n\r\nGET /hello?n=3 HTTP/1.1\r\nHost: a\r\n\r\n")
        XCTAssertEqual(try client.readReply().text, "hello 1")
        XCTAssertEqual(try client.readReply().body, TestResponder.pattern(200_000))
        XCTAssertEqual(try client.readReply().text, "hello 3")
    }

    func testHeadOfABigPageSendsTheLengthButNoBody() throws {
        try startServer()
        let client = try TestClient(port: port)
        let head = try client.request("HEAD", "/big?size=100000")
        XCTAssertEqual(head.header("Content-Length"), "100000")
        XCTAssertTrue(head.body.isEmpty)
        XCTAssertEqual(try client.request("GET", "/hello?n=2").text, "hello 2", "no stray body bytes after HEAD")
    }

    func testAClientThatStopsReadingABigBodyIsCutOffAtTheWriteDeadline() throws {
        try startServer { $0.writeTimeout = 0.5 }
        let client = try TestClient(port: port)
        // Far more than the socket buffers hold, so the server is left with bytes to send.
        try client.send("GET /stalled HTTP/1.1\r\nHost: a\r\n\r\n")
        Thread.sleep(forTimeInterval: 2)
        XCTAssertThrowsError(try client.readReply()) { error in
            XCTAssertTrue("\(error)".contains("closed mid-body"), "\(error)")
        }
    }

    func testChunkedBodyIsDecoded() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("POST /slow HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
        XCTAssertEqual(try client.readReply().text, "slow abcde")
    }

    func testMalformedRequestGets400AndTheConnectionCloses() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n")
        let reply = try client.readReply()
        XCTAssertEqual(reply.status, 400)
        XCTAssertEqual(reply.header("Connection"), "close")
        XCTAssertTrue(client.isClosedByServer())
    }

    func testOversizedHeaderSectionGets431() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("GET /hello HTTP/1.1\r\nHost: a\r\nX-Big: \(String(repeating: "x", count: 20_000))\r\n\r\n")
        XCTAssertEqual(try client.readReply().status, 431)
    }

    func testOversizedBodyGets413() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("POST /slow HTTP/1.1\r\nHost: a\r\nContent-Length: \(2 << 20)\r\n\r\n")
        XCTAssertEqual(try client.readReply().status, 413)
    }

    // MARK: Answers before the body is read

    /// RFC 9112 §9.6: a 413 given while the client is still sending its body reaches the
    /// client whole. Closed at once, the socket would answer the bytes still coming with a
    /// reset, and the client's system would drop the 413 before the client read it.
    func testAnEarly413ReachesAClientThatSendsItsWholeBodyWithoutWaiting() throws {
        try startServer()
        for (path, size, limit) in [("/form", 2_000_000, "1 MiB"), ("/import", 60_000_000, "50 MiB")] {
            let client = try TestClient(port: port, timeout: 20)
            try client.send(Array("POST \(path) HTTP/1.1\r\nHost: a\r\nContent-Length: \(size)\r\n\r\n".utf8)
                            + [UInt8](repeating: 120, count: size))
            let reply = try client.readReply()
            XCTAssertEqual(reply.status, 413, path)
            XCTAssertTrue(reply.text.contains("larger than \(limit)"), reply.text)
            XCTAssertEqual(reply.header("Connection"), "close")
            XCTAssertTrue(client.isClosedByServer())
        }
    }

    /// A chunked body is refused once its chunks pass the limit, part way through the body.
    func testAChunkedBodyRefusedPartWayReachesItsClientToo() throws {
        try startServer()
        let client = try TestClient(port: port, timeout: 20)
        let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 120, count: 1 << 16) + Array("\r\n".utf8)
        var bytes = Array("POST /form HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for _ in 0..<64 { bytes += chunk }
        try client.send(bytes + Array("0\r\n\r\n".utf8))
        XCTAssertEqual(try client.readReply().status, 413)
    }

    /// A head the responder turns away is answered at once: the client reads the answer
    /// before it has sent any of its 50 MiB, and the connection ends.
    func testAHeadTurnedAwayIsAnsweredBeforeItsBodyIsSent() throws {
        try startServer()
        let visitor = try TestClient(port: port)
        try visitor.send("POST /members HTTP/1.1\r\nHost: a\r\nContent-Length: \(50 << 20)\r\n\r\n")
        let reply = try visitor.readReply()
        XCTAssertEqual(reply.status, 303)
        XCTAssertEqual(reply.header("Location"), "/login")
        XCTAssertEqual(reply.header("Connection"), "close")
        XCTAssertTrue(visitor.isClosedByServer(), "the body is never read: the connection ends")
        try visitor.send([UInt8](repeating: 120, count: 1 << 20))

        let member = try TestClient(port: port)
        try member.send("POST /members HTTP/1.1\r\nHost: a\r\nCookie: member=1\r\nContent-Length: 5\r\n\r\nhello")
        XCTAssertEqual(try member.readReply().text, "got 5")
    }

    /// Lingering is bounded: a client that pauses, or that sends more than `lingerBytes`
    /// after its answer, is closed on.
    func testLingeringEndsAfterAPauseOrPastItsByteBound() throws {
        try startServer { $0.lingerTimeout = 0.3; $0.lingerBytes = 1 << 20 }
        let head = "POST /form HTTP/1.1\r\nHost: a\r\nContent-Length: \(64 << 20)\r\n\r\n"
        let paused = try TestClient(port: port)
        try paused.send(head)
        XCTAssertEqual(try paused.readReply().status, 413)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(sendingFails(paused), "closed after a pause")

        let flood = try TestClient(port: port)
        try flood.send(head)
        XCTAssertEqual(try flood.readReply().status, 413)
        XCTAssertTrue(sendingFails(flood), "closed past 1 MiB")
    }

    /// Whether sending to a connection fails within 16 MiB: the server has closed it.
    private func sendingFails(_ client: TestClient) -> Bool {
        for _ in 0..<64 {
            do {
                try client.send([UInt8](repeating: 120, count: 256 << 10))
            } catch {
                return true
            }
            usleep(10_000)
        }
        return false
    }

    func testUnknownPathAndWrongMethod() throws {
        try startServer()
        let client = try TestClient(port: port)
        XCTAssertEqual(try client.request("GET", "/nowhere").status, 404)
        let wrong = try client.request("DELETE", "/hello")
        XCTAssertEqual(wrong.status, 405)
        XCTAssertEqual(wrong.header("Allow"), "GET, HEAD")
    }

    func testClientThatDribblesItsHeadersIsCutOffWithoutDelayingOthers() throws {
        try startServer { $0.headerTimeout = 0.5 }
        let slow = try TestClient(port: port)
        try slow.send("GET /hello HTTP/1.1\r\nHost: a\r\n")
        let fast = try TestClient(port: port)
        XCTAssertEqual(try fast.request("GET", "/hello?n=1").status, 200)
        XCTAssertEqual(try slow.readReply().status, 408)
        XCTAssertTrue(slow.isClosedByServer())
    }

    func testIdleKeepAliveConnectionIsClosed() throws {
        try startServer { $0.idleTimeout = 0.3 }
        let client = try TestClient(port: port)
        XCTAssertEqual(try client.request("GET", "/hello?n=1").status, 200)
        Thread.sleep(forTimeInterval: 1)
        XCTAssertTrue(client.isClosedByServer())
    }

    /// As nginx does: at the limit, the keep-alive connection idle the longest makes room.
    func testAtTheLimitTheLongestIdleConnectionMakesRoom() throws {
        try startServer { $0.maxConnections = 2; $0.eventLoops = 1 }
        let first = try TestClient(port: port)
        XCTAssertEqual(try first.request("GET", "/hello?n=1").status, 200)
        let second = try TestClient(port: port)
        XCTAssertEqual(try second.request("GET", "/hello?n=2").status, 200)
        let third = try TestClient(port: port)
        XCTAssertEqual(try third.request("GET", "/hello?n=3").text, "hello 3", "a new client is served, not refused")
        XCTAssertTrue(first.isClosedByServer(), "the longest idle connection was closed")
        XCTAssertEqual(try second.request("GET", "/hello?n=4").status, 200, "the other one stays")
    }

    func testWhenEveryConnectionIsBusyANewOneIsRefusedPolitely() throws {
        try startServer { $0.maxConnections = 2; $0.eventLoops = 1 }
        let first = try TestClient(port: port)
        let second = try TestClient(port: port)
        try first.send("GET /hello?n=1 HTTP/1.1\r\n")
        try second.send("GET /hello?n=2 HTTP/1.1\r\n")
        Thread.sleep(forTimeInterval: 0.1)
        let third = try TestClient(port: port)
        XCTAssertEqual(try third.readReply().status, 503)
        XCTAssertTrue(third.isClosedByServer())
        try first.send("Host: a\r\n\r\n")
        XCTAssertEqual(try first.readReply().text, "hello 1", "connections mid-request are never the ones closed")
    }

    func testGracefulStopFinishesTheRequestInFlight() throws {
        try startServer()
        let client = try TestClient(port: port)
        try client.send("POST /slow HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\n\r\nok")
        Thread.sleep(forTimeInterval: 0.1)
        server.stop()
        let reply = try client.readReply()
        XCTAssertEqual(reply.text, "slow ok")
        XCTAssertEqual(reply.header("Connection"), "close")
        server.wait()
        server = nil
        XCTAssertThrowsError(try TestClient(port: port), "nothing listens after the stop")
    }

    /// A supervisor binds once and hands the socket to each server process it starts: a server
    /// that stops closes its own copy only, so the next one serves on the same port.
    func testServesOnAnInheritedListeningSocketAndLeavesTheOriginalOpen() throws {
        let bound = try ListeningSocket(host: "127.0.0.1", port: 0)
        defer { close(bound.fd) }
        for number in 1...2 {
            let inherited = try ListeningSocket(inherited: dup(bound.fd))
            XCTAssertEqual(inherited.port, bound.port)
            try startServer { $0.listener = inherited }
            XCTAssertEqual(port, bound.port)
            XCTAssertEqual(try TestClient(port: port).request("GET", "/hello?n=\(number)").text, "hello \(number)")
            server.stop()
            server.wait()
        }
    }

    func testTheResponderHearsOnceWhenALoopGoesQuietAfterStartAndAfterRequests() throws {
        try startServer { $0.eventLoops = 1 }
        usleep(1_300_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep"], "start-up's leftovers go after its first quiet second")
        usleep(1_300_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep"], "a loop that served nothing since is not idle again, just unused")
        XCTAssertEqual(try TestClient(port: port).request("GET", "/hello").status, 200)
        usleep(1_600_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep", "idle", "sleep"])
        usleep(1_300_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep", "idle", "sleep"], "once per quiet spell")
    }

    /// The responder hears the server sleeps only when the loop waits for nothing but a new
    /// event: a keep-alive connection left open keeps it waking on its deadlines.
    func testTheResponderHearsOfSleepWhenNoConnectionIsLeftOpen() throws {
        try startServer { $0.eventLoops = 1 }
        usleep(1_300_000)
        var client: TestClient? = try TestClient(port: port)
        XCTAssertEqual(try client?.request("GET", "/hello").status, 200)
        usleep(1_300_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep", "idle"], "quiet, with a connection open")
        client = nil
        usleep(1_600_000)
        XCTAssertEqual(idleCalls.entries, ["idle", "sleep", "idle", "sleep"], "a quiet second after the connection closed")
    }

    /// A quiet loop gives its read buffer's pages back; a keep-alive connection open across
    /// the quiet spell then sends a body larger than the buffer again, and gets it back whole.
    func testBodiesReadBeforeAndAfterAnIdleSpellArriveByteForByte() throws {
        try startServer { $0.eventLoops = 1 }
        let client = try TestClient(port: port)
        let letters = (0..<200_000).map { (index: Int) -> UInt8 in UInt8(65 + index % 26 + index / 7 % 5) }
        let body = String(decoding: letters, as: UTF8.self)
        XCTAssertEqual(try client.request("POST", "/echo", body: body).body, Array(body.utf8))
        usleep(1_300_000)
        XCTAssertEqual(idleCalls.entries, ["idle"], "the loop went quiet, and waits on the open connection, not asleep")
        XCTAssertEqual(try client.request("POST", "/echo", body: body).body, Array(body.utf8))
        XCTAssertEqual(try client.request("GET", "/hello?n=2").text, "hello 2")
    }

    func testAnIdleLoopWaitingWithoutATimeoutStillTakesConnectionsAndStops() throws {
        try startServer { $0.eventLoops = 1 }
        usleep(1_500_000)
        XCTAssertEqual(try TestClient(port: port).request("GET", "/hello?n=1").text, "hello 1")
        usleep(1_500_000)
        let stopped = Date()
        server.stop()
        server.wait()
        XCTAssertLessThan(Date().timeIntervalSince(stopped), 1, "the stop wakes a loop that sleeps without a timeout")
        server = nil
    }

    func testADescriptorThatIsNotAListeningSocketIsRefused() {
        let unbound = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(unbound) }
        XCTAssertThrowsError(try ListeningSocket(inherited: unbound)) { XCTAssertEqual(($0 as? SocketError)?.errno, EINVAL) }
        XCTAssertThrowsError(try ListeningSocket(inherited: 9999)) { XCTAssertEqual(($0 as? SocketError)?.errno, EBADF) }
    }
}

/// Thread-safe list of events, to assert the order in which things finished.
final class OrderLog: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ entry: String) { lock.withLock { list.append(entry) } }
    var entries: [String] { lock.withLock { list } }
}

/// A small application for the server tests: `/hello` and the big bodies inline, `/slow` on a worker.
struct TestResponder: HTTPResponder {
    var idleCalls = OrderLog()

    let router: Router = {
        var router = Router()
        router.get("/hello") { request in
            Response(body: Array("hello \(request.queryItems["n"] ?? "")".utf8))
        }
        router.get("/big") { request in Response(body: TestResponder.pattern(Int(request.queryItems["size"] ?? "") ?? 0)) }
        router.get("/stalled") { _ in Response(body: TestResponder.stalledBody) }
        router.post("/upload", bodyLimit: 4 << 20) { request in Response(body: Array("got \(request.body.count)".utf8)) }
        router.post("/echo", bodyLimit: 4 << 20) { request in Response(body: request.body) }
        router.post("/form") { request in Response(body: Array("got \(request.body.count)".utf8)) }
        router.post("/import", bodyLimit: 50 << 20) { request in Response(body: Array("got \(request.body.count)".utf8)) }
        // Where a multipart body and its parts are held: "file" for a body in a spool file,
        // then each part as name=length, "f" for one left in the file.
        router.post("/parts", bodyLimit: 8 << 20) { request in
            let parts = try request.multipart().map { "\($0.name)=\($0.count)\($0.file == nil ? "m" : "f")" }
            return Response(body: Array(((request.spooledBody == nil ? "memory " : "file ") + parts.joined(separator: " ")).utf8))
        }
        // Only for a client with the cookie, as an app's member pages: the others are sent to log in.
        let members = Endpoint(checkHead: { head in
            head.headers["Cookie"] == "member=1" ? nil : Response(status: .seeOther, headers: ["Location": "/login"])
        }) { request in Response(body: Array("got \(request.body.count)".utf8)) }
        router.post("/members", bodyLimit: 50 << 20, members)
        // Marks its start and end in `overlap`, 200 ms apart, with the request's tag.
        router.post("/overlapping", bodyLimit: 4 << 20) { request in
            let tag = request.queryItems["tag"] ?? ""
            TestResponder.overlap.append("+" + tag)
            usleep(200_000)
            TestResponder.overlap.append("-" + tag)
            return Response(body: Array("got \(request.body.count)".utf8))
        }
        router.post("/slow") { request in
            usleep(400_000)
            return Response(body: Array("slow \(String(decoding: request.body, as: UTF8.self))".utf8))
        }
        return router
    }()

    /// Bytes that tell a lost, doubled or misplaced piece from the right one.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<min(count, 1 << 20)).map { UInt8(truncatingIfNeeded: $0 % 251) }
    }

    static let stalledBody = [UInt8](repeating: 120, count: 32 << 20)

    static let overlap = OrderLog()

    /// The most `/overlapping` requests tagged `tag` that ran at once.
    static func mostAtOnce(_ tag: String) -> Int {
        var now = 0
        return overlap.entries.reduce(0) { most, entry in
            if entry == "+" + tag { now += 1 } else if entry == "-" + tag { now -= 1 }
            return max(most, now)
        }
    }

    func runsOnWorker(_ request: inout Request) -> Bool {
        if case .found(let route, _) = router.match(request.method, path: request.path) { return route.runsOnWorker(request) }
        return false
    }

    func respond(to request: Request) -> Response {
        switch router.match(request.method, path: request.path) {
        case .found(let route, let parameters):
            var routed = request
            routed.parameters = parameters
            return (try? route.handler(routed)) ?? Response(status: .internalServerError)
        case .methodNotAllowed(let allowed):
            return Response(status: .methodNotAllowed, headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
        case .notFound:
            return Response(status: .notFound)
        }
    }

    func respond(to error: HTTPError, request: Request?) -> Response {
        var response = Response(status: error.status, body: Array(error.message.utf8))
        for field in error.headers { response.headers.add(field.name, field.value) }
        return response
    }

    func admit(_ head: Request) -> Admission {
        guard case .found(let route, _) = router.match(head.method, path: head.path) else { return .body(limit: 1 << 20) }
        if let answer = try? route.checkHead?(head) { return .answer(answer) }
        return .body(limit: route.bodyLimit ?? 1 << 20)
    }

    func becameIdle() { idleCalls.append("idle") }
    func willSleep() { idleCalls.append("sleep") }
}
