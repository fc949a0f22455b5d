import HTTP
import TestClient
import XCTest
@testable import App

/// Issue 23, items 6 and 7: what a request gets from its head alone, before any of its body is
/// read, and the early answers reaching a client still sending its body.
final class AdmissionTests: XCTestCase {
    private var app: App!
    private var lifter: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        lifter = TestBrowser(app)
        lifter.signUp(email: "lifter@example.com")
    }

    override func tearDown() { TestApp.remove(app) }

    func testAVisitorIsSentToLogInBeforeAnUploadAndGetsTheSmallLimitElsewhere() {
        let visitor = TestBrowser(app)
        for path in ["/history/import", "/routes", "/settings/import", "/workouts", "/staff/facts/import"] {
            let answer = visitor.admission(path).answer
            XCTAssertEqual(answer?.status, .seeOther, path)
            XCTAssertEqual(answer?.headers["Location"], "/login?next=" + path, path)
            XCTAssertNotNil(answer?.headers["Content-Security-Policy"], "the security headers of every answer")
        }
        XCTAssertEqual(visitor.admission("/history/import").answer?.route, "/history/import", "counted under its route")
        XCTAssertEqual(visitor.admission("/login").limit, 1 << 20, "pages anyone may post to keep the small limit")
        XCTAssertEqual(visitor.admission("/no/such/page").limit, 1 << 20)
    }

    func testALargeLimitGoesOnlyToASessionThatMayUseTheRoute() throws {
        XCTAssertEqual(lifter.admission("/history/import").limit, 50 << 20)
        XCTAssertEqual(lifter.admission("/routes").limit, 256 << 20, "a bulk archive of routes (issue 24)")
        let refused = try XCTUnwrap(lifter.admission("/staff/facts/import").answer, "a lifter on a staff upload")
        XCTAssertEqual(refused.status, .forbidden)
        XCTAssertTrue(refused.text.contains("for the gym&#39;s staff") || refused.text.contains("for the gym's staff"), refused.text)

        let coach = TestBrowser(app)
        coach.signUp(email: "coach@example.com")
        _ = try UserCommands.setRole(config: app.config, email: "coach@example.com", role: .staff).get()
        XCTAssertEqual(coach.admission("/staff/facts/import").limit, 8 << 20)

        let cookies = lifter.cookies
        lifter.get("/settings")
        lifter.post("/logout", [])
        lifter.cookies = cookies
        XCTAssertEqual(lifter.admission("/history/import").answer?.status, .seeOther, "an ended session's cookie is a visitor's")
    }

    // MARK: Over a real socket

    /// A visitor's 50 MiB upload is answered once its head has arrived: the client reads the
    /// login redirect before sending any of the body, and the connection ends.
    func testAVisitorsUploadIsAnsweredBeforeItsBodyIsSent() throws {
        let port = try app.start()
        defer { app.server.stop(); app.server.wait() }  // tearDown closes the database
        let visitor = try TestClient(port: port)
        try visitor.send("POST /history/import HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: \(50 << 20)\r\n\r\n")
        let reply = try visitor.readReply()
        XCTAssertEqual(reply.status, 303)
        XCTAssertEqual(reply.header("Location"), "/login?next=/history/import")
        XCTAssertTrue(visitor.isClosedByServer())
    }

    /// A member's file over the limit gets the 413 page naming the limit, though the client
    /// sends the whole of it without waiting for an answer.
    func testAFileOverTheLimitGetsThePageNamingTheLimitWhileStillBeingSent() throws {
        let port = try app.start()
        defer { app.server.stop(); app.server.wait() }
        lifter.get("/history/import")
        let cookie = lifter.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        for (path, size, limit) in [("/workouts", 2_000_000, "1 MiB"), ("/history/import", 60_000_000, "50 MiB")] {
            let (body, contentType) = TestBrowser.multipart([("csrf_token", lifter.csrfToken)],
                                                            file: ("file", "big.csv", [UInt8](repeating: UInt8(ascii: "x"), count: size)))
            let client = try TestClient(port: port, timeout: 20)
            try client.send(Array("POST \(path) HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
            let reply = try client.readReply()
            XCTAssertEqual(reply.status, 413, path)
            XCTAssertEqual(reply.header("Content-Type"), "text/html; charset=utf-8")
            XCTAssertTrue(reply.text.contains("larger than \(limit)"), reply.text)
            XCTAssertTrue(client.isClosedByServer())
        }
    }
}
