import HTTP
import XCTest

final class PathParametersTests: XCTestCase {
    func testReadsSetsAndRemovesByName() {
        var parameters: PathParameters = ["id": "7", "date": "2026-11-22"]
        XCTAssertEqual(parameters["id"], "7")
        XCTAssertNil(parameters["Id"], "names keep their case")
        parameters["id"] = "8"
        parameters["day"] = "3"
        parameters["date"] = nil
        XCTAssertEqual(parameters.names, ["id", "day"])
        XCTAssertEqual(parameters.map { "\($0.name)=\($0.value)" }, ["id=8", "day=3"], "in order, as a sequence")
        XCTAssertEqual(parameters["id"], "8")
        XCTAssertEqual(parameters.count, 2)
        XCTAssertTrue(PathParameters().isEmpty)
    }

    func testEqualityIgnoresOrderButNotValues() {
        XCTAssertEqual(["a": "1", "b": "2"] as PathParameters, ["b": "2", "a": "1"])
        XCTAssertNotEqual(["a": "1", "b": "2"] as PathParameters, ["a": "1", "b": "3"])
        XCTAssertNotEqual(["a": "1"] as PathParameters, ["a": "1", "b": "2"])
        XCTAssertNotEqual(["a": "1", "b": "2"] as PathParameters, ["a": "1"])
    }

    func testARepeatedNameInAPatternKeepsItsLastValue() {
        var router = Router()
        router.get("/a/:x/:x") { _ in Response() }
        guard case .found(_, let parameters) = router.match(.get, path: "/a/1/2") else { return XCTFail("no match") }
        XCTAssertEqual(parameters, ["x": "2"])
    }
}
