import HTTP
import XCTest

final class RouterTests: XCTestCase {
    private func router() -> Router {
        var router = Router()
        router.get("/") { _ in Response(body: Array("home".utf8)) }
        router.get("/workouts/:date") { _ in Response() }
        router.post("/workouts/entries/:id/delete") { _ in Response() }
        router.get("/workouts/entries/:id/edit") { _ in Response() }
        return router
    }

    func testLiteralRoute() {
        guard case .found(let route, let parameters) = router().match(.get, path: "/") else { return XCTFail("no match") }
        XCTAssertEqual(route.pattern, "/")
        XCTAssertTrue(parameters.isEmpty)
    }

    func testParameterIsPercentDecoded() {
        guard case .found(let route, let parameters) = router().match(.get, path: "/workouts/2024-01-02%20x") else { return XCTFail("no match") }
        XCTAssertEqual(route.pattern, "/workouts/:date")
        XCTAssertEqual(parameters["date"], "2024-01-02 x")
    }

    func testMalformedEscapeInParameterDoesNotMatch() {
        guard case .notFound = router().match(.get, path: "/workouts/%ZZ") else { return XCTFail("should not match") }
    }

    func testEmptyParameterDoesNotMatch() {
        guard case .notFound = router().match(.get, path: "/workouts/") else { return XCTFail("should not match") }
    }

    func testSegmentCountMustMatch() {
        guard case .notFound = router().match(.get, path: "/workouts/a/b") else { return XCTFail("should not match") }
    }

    func testWrongMethodListsTheAllowedOnes() {
        guard case .methodNotAllowed(let allowed) = router().match(.post, path: "/workouts/2024-01-01") else { return XCTFail("expected 405") }
        XCTAssertEqual(allowed, [.get, .head])
    }

    func testHeadFallsBackToGet() {
        guard case .found(let route, _) = router().match(.head, path: "/workouts/2024-01-01") else { return XCTFail("no match") }
        XCTAssertEqual(route.method, .get)
    }

    func testPostRoutesRunOnWorkersAndGetRoutesInline() {
        guard case .found(let post, let parameters) = router().match(.post, path: "/workouts/entries/7/delete"),
              case .found(let get, _) = router().match(.get, path: "/workouts/entries/7/edit") else { return XCTFail("no match") }
        XCTAssertEqual(parameters["id"], "7")
        XCTAssertTrue(post.runsOnWorker(Request(method: .post, target: "/workouts/entries/7/delete")))
        XCTAssertFalse(get.runsOnWorker(Request(method: .get, target: "/workouts/entries/7/edit")))
    }

    func testARouteMayDecidePerRequestWhereItRuns() {
        var router = Router()
        router.get("/search", onWorker: .perRequest { $0.query.contains("slow") }) { _ in Response() }
        router.get("/export", onWorker: true) { _ in Response() }
        for (target, onWorker) in [("/search?q=slow", true), ("/search?q=quick", false), ("/search", false), ("/export", true)] {
            let request = Request(method: .get, target: target)
            guard case .found(let route, _) = router.match(.get, path: request.path) else { return XCTFail("no match for \(target)") }
            XCTAssertEqual(route.runsOnWorker(request), onWorker, target)
        }
    }

    private func names(_ router: Router, _ path: String) -> String { names(router, .get, path) }

    private func names(_ router: Router, _ method: HTTPMethod, _ path: String) -> String {
        guard case .found(let route, _) = router.match(method, path: path) else { return "none" }
        return route.pattern
    }

    func testLiteralSegmentsWinWhateverTheOrder() {
        let patterns = ["/workouts/:date", "/workouts/new", "/workouts/import", "/workouts/export.csv", "/workouts/:date/notes", "/workouts/new/:step"]
        for order in [patterns, patterns.reversed()] {
            var router = Router()
            for pattern in order { router.get(pattern) { _ in Response() } }
            XCTAssertEqual(names(router, "/workouts/new"), "/workouts/new")
            XCTAssertEqual(names(router, "/workouts/import"), "/workouts/import")
            XCTAssertEqual(names(router, "/workouts/export.csv"), "/workouts/export.csv")
            XCTAssertEqual(names(router, "/workouts/2024-01-01"), "/workouts/:date")
            XCTAssertEqual(names(router, "/workouts/new/notes"), "/workouts/new/:step", "the literal earlier on decides")
            XCTAssertEqual(names(router, "/workouts/old/notes"), "/workouts/:date/notes")
        }
    }

    func testAParameterWithAnEndingSitsBetweenALiteralAndAParameter() {
        var router = Router()
        router.get("/routes/:id") { _ in Response() }
        router.get("/routes/:id.gpx") { _ in Response() }
        router.get("/routes/new") { _ in Response() }
        router.get("/facts/:id/card.svg") { _ in Response() }
        router.get("/schedule/classes/:id/:date.ics") { _ in Response() }
        XCTAssertEqual(names(router, "/routes/42"), "/routes/:id")
        XCTAssertEqual(names(router, "/routes/new"), "/routes/new")
        guard case .found(let gpx, let parameters) = router.match(.get, path: "/routes/42.gpx") else { return XCTFail("no match") }
        XCTAssertEqual(gpx.pattern, "/routes/:id.gpx")
        XCTAssertEqual(parameters["id"], "42")
        XCTAssertEqual(names(router, "/routes/.gpx"), "/routes/:id", "an empty parameter does not fit the ending")
        guard case .found(_, let ics) = router.match(.get, path: "/schedule/classes/7/2026-11-22.ics") else { return XCTFail("no match") }
        XCTAssertEqual(ics, ["id": "7", "date": "2026-11-22"])
        XCTAssertEqual(names(router, "/facts/3/card.svg"), "/facts/:id/card.svg")
    }

    func testMethodsOfTheWinningPatternDecideTheAnswer() {
        var router = Router()
        router.get("/workouts/new") { _ in Response() }
        router.get("/workouts/:date") { _ in Response() }
        router.post("/workouts/:date") { _ in Response() }
        guard case .methodNotAllowed(let allowed) = router.match(.post, path: "/workouts/new") else { return XCTFail("expected 405") }
        XCTAssertEqual(allowed, [.get, .head])
        XCTAssertEqual(names(router, .post, "/workouts/2024-01-01"), "/workouts/:date")
    }

    func testARouteThatCouldNeverMatchIsRefusedNamingBoth() {
        var router = Router()
        router.get("/a/:x") { _ in Response() }
        router.post("/a/:y") { _ in Response() }
        XCTAssertNoThrow(try router.validated(), "another method is not a conflict")
        router.get("/a/:y") { _ in Response() }
        XCTAssertThrowsError(try router.validated()) { error in
            XCTAssertEqual("\(error)", "The routes GET /a/:x and GET /a/:y match the same paths, so /a/:y could never be reached. Rename one of them.")
        }
    }

    func testBodyLimitsArePerRoute() {
        var router = Router()
        router.post("/import", bodyLimit: 50 << 20) { _ in Response() }
        router.post("/login") { _ in Response() }
        func limit(_ path: String) -> Int? {
            guard case .found(let route, _) = router.match(.post, path: path) else { return nil }
            return route.bodyLimit
        }
        XCTAssertEqual(limit("/import"), 50 << 20)
        XCTAssertNil(limit("/login"), "the server's own limit")
        XCTAssertEqual(router.routes.map(\.pattern), ["/import", "/login"])
    }

    func testALiteralPathChoosesAmongItsOwnMethods() {
        var router = Router()
        router.get("/Kilo") { _ in Response() }
        router.post("/Kilo") { _ in Response() }
        router.add(.put, "/:any", Endpoint(checkHead: nil) { _ in Response() })
        XCTAssertEqual(names(router, .post, "/Kilo"), "/Kilo")
        XCTAssertEqual(names(router, .head, "/Kilo"), "/Kilo", "HEAD is answered by GET")
        guard case .methodNotAllowed(let allowed) = router.match(.delete, path: "/Kilo") else { return XCTFail("expected 405") }
        XCTAssertEqual(allowed, [.get, .post, .head], "the literal wins over /:any, whose PUT is not offered")
        XCTAssertEqual(names(router, .put, "/kilo"), "/:any", "bytes compare with their case")
        // KELVIN SIGN is K in Swift's String comparison, but not the same bytes.
        guard case .methodNotAllowed = router.match(.get, path: "/\u{212A}ilo") else { return XCTFail("the parameter route's shape answers") }
    }
}
