import Domain
import XCTest

final class RoutineRepTargetTests: XCTestCase {
    func testReadsANumberOrARange() {
        XCTAssertEqual(RepTarget(text: "5"), .exactly(5))
        XCTAssertEqual(RepTarget(text: "8-12"), .range(8, 12))
        XCTAssertEqual(RepTarget(text: "8–12"), .range(8, 12), "an en dash, as word processors write it")
        XCTAssertEqual(RepTarget(text: "1-100"), .range(1, 100))
        for bad in ["", "0", "101", "+5", " 5", "5 ", "8-8", "12-8", "8-", "-8", "8-10-12", "٣", "1e1", "99999999999999999999"] {
            XCTAssertNil(RepTarget(text: bad), bad)
        }
    }

    func testWritesWhatItReads() {
        for text in ["5", "8-12", "1-100"] {
            XCTAssertEqual(RepTarget(text: text)?.text, text)
        }
        XCTAssertEqual(RepTarget.range(8, 12).low, 8)
        XCTAssertEqual(RepTarget.range(8, 12).high, 12)
        XCTAssertEqual(RepTarget.exactly(5).high, 5)
    }

    func testValidity() {
        XCTAssertTrue(RepTarget.exactly(100).isValid)
        XCTAssertFalse(RepTarget.exactly(0).isValid)
        XCTAssertFalse(RepTarget.range(8, 8).isValid, "written 8, not 8-8")
        XCTAssertFalse(RepTarget.range(12, 8).isValid)
        XCTAssertFalse(RepTarget.range(8, 101).isValid)
    }
}
