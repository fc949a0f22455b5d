import Domain
import XCTest

final class ClientIDTests: XCTestCase {
    func testAUUIDInEitherCaseIsKeptInLowercase() {
        XCTAssertEqual(ClientID("0F8FAD5B-D9CB-469F-A165-70867728950E")?.description, "0f8fad5b-d9cb-469f-a165-70867728950e")
        XCTAssertEqual(ClientID("0f8fad5b-d9cb-469f-a165-70867728950e"), ClientID("0F8FAD5B-D9CB-469F-A165-70867728950E"))
    }

    func testAnythingButTheUUIDShapeIsRefused() {
        for raw in ["", "0f8fad5b", "0f8fad5bd9cb469fa16570867728950e", "0f8fad5b-d9cb-469f-a165-70867728950e0",
                    "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165_70867728950e", "0g8fad5b-d9cb-469f-a165-70867728950e",
                    " 0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-7086772895é", String(repeating: "a", count: 10_000)] {
            XCTAssertNil(ClientID(raw), raw)
        }
    }

    func testAnEmptyFieldIsNoIdAndABadOneAnErrorOnTheField() throws {
        XCTAssertNil(try ClientID.parse(nil).get())
        XCTAssertNil(try ClientID.parse("").get())
        XCTAssertEqual(try ClientID.parse("0f8fad5b-d9cb-469f-a165-70867728950e").get()?.description, "0f8fad5b-d9cb-469f-a165-70867728950e")
        guard case .failure(let errors) = ClientID.parse("<script>") else { return XCTFail("accepted") }
        XCTAssertNotNil(errors.message(for: "client_id"))
    }
}
