import Foundation
import TestSupport
import XCTest
@testable import App

/// The limit on sign-ups per network with the real, supervised binary (issue 35): it is kept
/// in the database, so the server process the supervisor starts after a crash still refuses
/// the network that used up its hour.
final class SignupLimitRestartTests: XCTestCase {
    private var folder = ""

    override func setUp() { folder = TestApp.temporaryFolder() }
    override func tearDown() { TemporaryFolder(existing: folder).remove() }

    private func signUp(_ port: UInt16, _ name: String) throws -> (jar: CookieJar, page: CookieJar.Page) {
        var jar = CookieJar()
        let form = try jar.get(port, "/signup")
        let page = try jar.post(port, "/signup", "email=\(name)%40example.com&password=correct+horse+battery&first_name=\(name)&last_name=T"
            + "&birth_date=1990-01-01&csrf_token=\(form.csrf)")
        return (jar, page)
    }

    func testTheLimitHoldsAcrossACrashAndRestart() throws {
        let server = try ServerProcess(folder: folder, arguments: ["--signups-per-hour", "2"], environment: [CrashRoute.variable: "1"])
        defer { server.stop() }
        var (first, page) = try signUp(server.port, "one")
        XCTAssertEqual(page.status, 303)
        XCTAssertEqual(try signUp(server.port, "two").page.status, 303)
        XCTAssertEqual(try signUp(server.port, "three").page.status, 429, "two an hour")

        let crashed = try XCTUnwrap(server.child)
        XCTAssertNil(try? first.get(server.port, "/test-only/crash/1"), "the request crashes the process serving it")
        try waitUntil(timeout: 10, "a new server process") { server.child != nil && server.child != crashed }
        var visitor = CookieJar()
        try waitUntil(timeout: 10, "the new process serving") { (try? visitor.get(server.port, "/healthz").status) == 200 }

        let refused = try signUp(server.port, "three").page
        XCTAssertEqual(refused.status, 429, "the new process counts the sign-ups the crashed one made")
        XCTAssertTrue(refused.text.contains("Too many accounts were made from your network in the last hour. Try again in 60 minutes."), refused.text)
    }
}
