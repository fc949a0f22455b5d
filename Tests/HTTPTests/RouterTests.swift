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
        XCTAssertTrue(post.runsOnWorker)
        XCTAssertFalse(get.runsOnWorker)
    }
}
