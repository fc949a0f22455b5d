import Crypto
import HTTP
import TestSupport
import XCTest
@testable import App
@testable import Pages

/// Pages, files and their revalidation in Brotli and gzip (`Response.encode`), and the CSRF
/// token masked anew on every page built (`MaskedToken`), against BREACH.
final class CompressedPageTests: XCTestCase {
    private var app: App!
    private var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
        browser.get("/workouts/new")
        browser.post("/workouts", [("lift", "Back Squat"), ("weight", "100"), ("unit", "kg"), ("reps", "5"), ("sets", "3"), ("date", "2024-03-01")])
    }

    override func tearDown() { TestApp.remove(app) }

    private func get(_ target: String, acceptEncoding: String?, ifNoneMatch: String? = nil, method: HTTPMethod = .get) -> Response {
        var request = TestBrowser.request(target, as: browser, method: method)
        if let acceptEncoding { request.headers.add("Accept-Encoding", acceptEncoding) }
        if let ifNoneMatch { request.headers.add("If-None-Match", ifNoneMatch) }
        return app.respond(to: request)
    }

    private func varies(_ response: Response) -> [String] {
        (response.headers["Vary"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    func testAPageDecodesToTheUncompressedPageInEitherCoding() throws {
        let plain = get("/workouts", acceptEncoding: nil)
        XCTAssertEqual(plain.status, .ok)
        XCTAssertNil(plain.headers["Content-Encoding"])
        XCTAssertTrue(plain.text.contains("Back Squat"))
        XCTAssertEqual(varies(plain), ["Cookie", "Accept-Encoding"])
        let plainTag = try XCTUnwrap(plain.headers["ETag"])
        // A browser that takes both gets Brotli: a kept page's is joined around the token, as its gzip is (`SlottedPage`).
        for (accept, name, decode, suffix) in [("br", "br", Decompression.brotli, "-br\""), ("gzip, deflate, br", "br", Decompression.brotli, "-br\""),
                                               ("gzip", "gzip", Decompression.gzip, "-gz\"")] {
            let encoded = get("/workouts", acceptEncoding: accept)
            XCTAssertEqual(encoded.status, .ok)
            XCTAssertEqual(encoded.headers["Content-Encoding"], name)
            XCTAssertEqual(varies(encoded), ["Cookie", "Accept-Encoding"])
            // The token goes out as it is (a stored block in gzip, an uncompressed meta-block in
            // Brotli): on this small page that is a tenth.
            XCTAssertLessThan(encoded.body.count, plain.body.count * 6 / 10)
            // The same cached page as the uncompressed one, but for the token masked anew.
            let decoded = Response(body: try XCTUnwrap(decode(encoded.body), name))
            XCTAssertEqual(decoded.textWithoutToken, plain.textWithoutToken)
            XCTAssertNotEqual(decoded.text, plain.text)
            let tag = try XCTUnwrap(encoded.headers["ETag"])
            XCTAssertEqual(tag, String(plainTag.dropLast()) + suffix)
            let again = get("/workouts", acceptEncoding: accept)
            XCTAssertEqual(again.headers["ETag"], tag, "kept")
        }
    }

    func testTheTagOfEachCodingRevalidatesTo304() throws {
        for accept in ["br", "gzip", "gzip, deflate, br"] {
            let tag = try XCTUnwrap(get("/workouts", acceptEncoding: accept).headers["ETag"])
            for method in [HTTPMethod.get, .head] {
                let revalidated = get("/workouts", acceptEncoding: accept, ifNoneMatch: tag, method: method)
                XCTAssertEqual(revalidated.status, .notModified, "\(accept) \(method)")
                XCTAssertEqual(revalidated.headers["ETag"], tag)
                XCTAssertEqual(varies(revalidated), ["Cookie", "Accept-Encoding"])
                XCTAssertTrue(revalidated.body.isEmpty)
            }
        }
        let brotliTag = try XCTUnwrap(get("/workouts", acceptEncoding: "br").headers["ETag"])
        XCTAssertEqual(get("/workouts", acceptEncoding: "gzip", ifNoneMatch: brotliTag).status, .ok,
                       "a Brotli tag does not name the gzip page")
    }

    /// A token masked anew always takes the same bytes, in gzip's stored block as in Brotli's
    /// uncompressed meta-block, so HEAD's length is GET's.
    func testHeadHasTheHeadOfGet() throws {
        for (accept, coding) in [("gzip", "gzip"), ("br", "br"), ("gzip, deflate, br", "br")] {
            let full = get("/workouts", acceptEncoding: accept)
            let head = get("/workouts", acceptEncoding: accept, method: .head)
            XCTAssertEqual(full.headers["Content-Encoding"], coding, accept)
            XCTAssertEqual(head.headers["Content-Encoding"], coding, accept)
            XCTAssertEqual(head.headers["ETag"], full.headers["ETag"], accept)
            XCTAssertEqual(head.body.count, full.body.count, "\(accept): the serializer sends this as Content-Length")
        }
    }

    func testStaticFilesAreCompressedButSmallOnesAreNot() throws {
        let css = get("/app.css", acceptEncoding: "br")
        XCTAssertEqual(css.headers["Content-Encoding"], "br")
        XCTAssertEqual(varies(css), ["Accept-Encoding"])
        let plain = get("/app.css", acceptEncoding: nil)
        XCTAssertEqual(Decompression.brotli(css.body), plain.body)
        for small in ["/robots.txt", "/favicon.svg"] {
            let response = get(small, acceptEncoding: "br, gzip")
            XCTAssertEqual(response.status, .ok)
            XCTAssertLessThan(response.body.count, Response.compressionThreshold)
            XCTAssertNil(response.headers["Content-Encoding"], small)
        }
        let redirect = app.respond(to: Request(method: .get, target: "/workouts", headers: ["Host": "a", "Accept-Encoding": "br"]))
        XCTAssertEqual(redirect.status, .seeOther)
        XCTAssertNil(redirect.headers["Content-Encoding"])
    }

    /// The token as the page carries it.
    private func token(_ page: Response) throws -> String {
        let match = try XCTUnwrap(page.text.firstMatch(of: /name="csrf_token" value="([^"]+)"/))
        return String(match.1)
    }

    func testEveryPageCarriesTheTokenInBytesOfItsOwnAndEachIsAccepted() throws {
        let first = try token(browser.get("/workouts/new?lift=Back+Squat"))
        // A page that reflects other text is another page built.
        let second = try token(browser.get("/workouts/new?lift=Back+Squaw"))
        // The very same request again is the kept page, with the token masked anew.
        let third = try token(browser.get("/workouts/new?lift=Back+Squat"))
        XCTAssertEqual(Set([first, second, third]).count, 3)
        for (token, date) in [(first, "2024-03-02"), (second, "2024-03-03"), (third, "2024-03-04")] {
            let saved = browser.post("/workouts", [("lift", "Bench Press"), ("weight", "60"), ("unit", "kg"), ("reps", "5"),
                                                   ("sets", "3"), ("date", date)], csrf: token)
            XCTAssertEqual(saved.status, .seeOther, date)
        }
        XCTAssertEqual(try app.database.workoutDays(userID: 1, limit: 100, offset: 0).count, 4)
    }

    func testATamperedOrBareTokenIsRefused() throws {
        let masked = try token(browser.get("/workouts/new"))
        let bytes = try XCTUnwrap(Base64.decode(masked, alphabet: .urlSafe))
        let half = bytes.count / 2
        let bare = Base64.encode((0..<half).map { bytes[$0] ^ bytes[half + $0] }, alphabet: .urlSafe)
        var flipped = bytes
        flipped[half] ^= 1
        let tampered = [Base64.encode(flipped, alphabet: .urlSafe), bare, String(masked.dropLast()), masked + "A", ""]
        for token in tampered {
            let refused = browser.post("/workouts", [("lift", "Deadlift"), ("weight", "140"), ("unit", "kg"), ("reps", "1"),
                                                     ("sets", "1"), ("date", "2024-03-09")], csrf: token)
            XCTAssertEqual(refused.status, .forbidden, token)
        }
        XCTAssertEqual(try app.database.workoutDays(userID: 1, limit: 100, offset: 0).count, 1, "nothing saved")
    }
}
