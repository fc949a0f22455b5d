import Foundation
import HTTP
import XCTest
@testable import App

/// Installed like an app (issue 26): the manifest, its icons, the service worker and the
/// offline pages the worker keeps, each as a browser asks for them.
final class InstallTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
    }

    override func tearDown() { TestApp.remove(app) }

    func testTheManifestNamesTheLogFormStandaloneWithIconsForBothSchemes() throws {
        let response = browser.get("/manifest.webmanifest")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.headers["Content-Type"], "application/manifest+json")
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        XCTAssertEqual(manifest["name"] as? String, "Lifting Log")
        XCTAssertNotNil(manifest["short_name"] as? String)
        XCTAssertEqual(manifest["start_url"] as? String, "/workouts/new")
        XCTAssertEqual(manifest["display"] as? String, "standalone")
        XCTAssertNotNil(manifest["theme_color"] as? String)
        XCTAssertNotNil(manifest["background_color"] as? String)
        let dark = (manifest["user_preferences"] as? [String: Any])?["color_scheme_dark"] as? [String: String]
        XCTAssertNotNil(dark?["theme_color"], "the dark scheme has its own colours")
        let icons = try XCTUnwrap(manifest["icons"] as? [[String: String]])
        XCTAssertTrue(icons.contains { $0["type"] == "image/svg+xml" })
        XCTAssertTrue(icons.contains { $0["purpose"] == "maskable" && $0["type"] == "image/png" })
        for icon in icons where icon["type"] == "image/png" {
            let file = browser.get(try XCTUnwrap(icon["src"]))
            XCTAssertEqual(file.headers["Content-Type"], "image/png")
            let side = try XCTUnwrap(icon["sizes"]?.split(separator: "x").first.flatMap { UInt32($0) })
            XCTAssertEqual(Self.pngSize(file.body), [side, side], "\(icon["src"] ?? "") is a real PNG of its stated size")
        }
        XCTAssertEqual(Set(icons.compactMap { $0["sizes"] }).intersection(["192x192", "512x512"]).count, 2)
    }

    func testTheServiceWorkerIsScriptFromTheRoot() {
        let worker = browser.get("/sw.js")
        XCTAssertEqual(worker.status, .ok)
        XCTAssertEqual(worker.headers["Content-Type"], "text/javascript; charset=utf-8")
        XCTAssertTrue(worker.text.contains("addEventListener(\"fetch\""))
    }

    func testEveryPageLinksTheManifestAndOnlyALoggedInPageNamesItsUser() {
        let visitor = browser.get("/").text
        XCTAssertTrue(visitor.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
        XCTAssertTrue(visitor.contains(##"<meta name="theme-color" content="#0b5cad">"##))
        XCTAssertTrue(visitor.contains("<body>"), "a visitor's page belongs to nobody")
        browser.signUp()
        for path in ["/", "/workouts", "/workouts/new", "/history", "/schedule"] {
            let page = browser.get(path).text
            XCTAssertTrue(page.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#), path)
            XCTAssertNotNil(page.range(of: #"<body data-user="[0-9]+">"#, options: .regularExpression), path)
        }
    }

    func testTheOfflinePagesLinkTheLogForm() {
        for (path, title) in [("/offline", "You are offline"), ("/offline/change", "This needs a connection")] {
            let page = browser.get(path)
            XCTAssertEqual(page.status, .ok)
            XCTAssertTrue(page.text.contains("<h1>\(title)</h1>"), path)
            XCTAssertTrue(page.text.contains(#"<a class="button" href="/workouts/new">Log a workout</a>"#), path)
        }
        XCTAssertTrue(browser.get("/offline/change").text.contains("Changing or deleting an entry needs a connection."))
    }

    func testThePolicyStillAllowsOnlyOurOwnOrigin() {
        let policy = browser.get("/").headers["Content-Security-Policy"] ?? ""
        XCTAssertTrue(policy.contains("default-src 'self'"), "workers and the manifest fall back to it")
        XCTAssertFalse(policy.contains("unsafe-inline"))
    }

    /// Width and height from the IHDR chunk, nil unless the bytes start as a PNG.
    private static func pngSize(_ bytes: [UInt8]) -> [UInt32]? {
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        return [16, 20].map { offset in bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
    }
}
