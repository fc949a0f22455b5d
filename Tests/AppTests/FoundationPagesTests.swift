import Foundation
import HTTP
import XCTest
@testable import App
@testable import Pages

final class FoundationPagesTests: XCTestCase {
    private var app: App!

    override func setUpWithError() throws { app = try TestApp.make() }
    override func tearDown() { TestApp.remove(app) }

    func testHomePageUsesTheLayoutAndLinksTheFingerprintedStylesheet() {
        let response = app.get("/")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.headers["Content-Type"], "text/html; charset=utf-8")
        XCTAssertTrue(response.text.hasPrefix("<!doctype html>"))
        XCTAssertTrue(response.text.contains("<a class=\"brand\" href=\"/\">"))
        XCTAssertTrue(response.text.contains("Create an account"))
        XCTAssertNotNil(response.text.range(of: #"href="/app\.css\?v=[0-9a-f]{12}""#, options: .regularExpression))
    }

    func testEveryResponseCarriesTheSecurityHeaders() {
        for response in [app.get("/"), app.get("/nowhere"), app.get("/app.css")] {
            let policy = response.headers["Content-Security-Policy"] ?? ""
            XCTAssertTrue(policy.contains("script-src 'self'"))
            XCTAssertFalse(policy.contains("unsafe-inline"))
            XCTAssertTrue(policy.contains("frame-ancestors 'none'"))
            XCTAssertEqual(response.headers["X-Content-Type-Options"], "nosniff")
            XCTAssertEqual(response.headers["Referrer-Policy"], "same-origin")
            XCTAssertEqual(response.headers["X-Frame-Options"], "DENY")
            XCTAssertEqual(response.headers.values(for: "X-Frame-Options").count, 1)
            XCTAssertNil(response.headers["Strict-Transport-Security"], "only over HTTPS")
        }
    }

    func testOverHTTPSResponsesAlsoAskForHTTPSFromNowOn() throws {
        let secure = try TestApp.make { $0.secureCookies = true }
        defer { TestApp.remove(secure) }
        for response in [secure.get("/"), secure.get("/nowhere"), secure.get("/app.css")] {
            XCTAssertEqual(response.headers["Strict-Transport-Security"], "max-age=31536000")
            XCTAssertEqual(response.headers["X-Content-Type-Options"], "nosniff")
        }
    }

    func testUnknownPathIsAStyledNotFoundPage() {
        let response = app.get("/no/such/page")
        XCTAssertEqual(response.status, .notFound)
        XCTAssertTrue(response.text.contains("<h1>Page not found</h1>"))
        XCTAssertTrue(response.text.contains("site-header"), "error pages use the layout")
    }

    func testWrongMethodIs405WithAllow() {
        let response = app.respond(to: Request(method: .delete, target: "/", headers: ["Host": "a"]))
        XCTAssertEqual(response.status, .methodNotAllowed)
        XCTAssertEqual(response.headers["Allow"], "GET, HEAD")
    }

    func testHealthCheckAsksTheDatabase() {
        let response = app.get("/healthz")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.text, "ok\n")
        app.database.close()
        XCTAssertEqual(app.get("/healthz").status.code, 500, "a closed database is not healthy")
    }

    func testStaticStylesheetWithETagAnd304() throws {
        let first = app.get("/app.css")
        XCTAssertEqual(first.status, .ok)
        XCTAssertTrue(first.text.contains("prefers-color-scheme: dark"))
        let etag = try XCTUnwrap(first.headers["ETag"])
        XCTAssertEqual(app.get("/app.css", headers: ["If-None-Match": etag]).status, .notModified)
    }

    func testPathTraversalNeverLeavesPublic() {
        for target in ["/../Package.swift", "/%2e%2e/Package.swift", "/..%2fPackage.swift", "/../../etc/passwd"] {
            XCTAssertEqual(app.get(target).status, .notFound, target)
        }
    }

    func testInternalErrorShowsARequestIdButNoDetail() throws {
        var router = Router()
        router.get("/boom") { _ in throw SecretFailure() }
        let responder = AppResponder(router: router, staticFiles: try StaticFiles(directory: TestApp.projectRoot + "/Public"),
                                     errors: app.responder.errors, secureCookies: false, defaultBodyLimit: 1024,
                                     database: app.database, cachedPages: PageCache(), sessions: SessionCache(), clock: app.config.clock)
        var request = Request(method: .get, target: "/boom", headers: ["Host": "a"])
        request.id = "0-abc"
        let response = responder.respond(to: request)
        XCTAssertEqual(response.status.code, 500)
        XCTAssertTrue(response.text.contains("0-abc"))
        XCTAssertFalse(response.text.contains("database password"))
    }

    private struct SecretFailure: Error, CustomStringConvertible {
        var description: String { "database password is hunter2" }
    }
}
