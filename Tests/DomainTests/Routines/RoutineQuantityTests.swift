import Domain
import XCTest

/// The numbers of the routine's text and editor.
final class RoutineQuantityTests: XCTestCase {
    func testDecimals() {
        XCTAssertEqual(RoutineQuantity.decimal("102.5"), 102.5)
        XCTAssertEqual(RoutineQuantity.decimal(" 80 "), 80)
        XCTAssertEqual(RoutineQuantity.decimal(".5"), 0.5)
        XCTAssertEqual(RoutineQuantity.decimal("0.29"), 0.29)
        for bad in ["", " ", "-5", "+5", "1.234", "1,5", "1e3", "nan", "inf", "0x10", "1.2.3", "9999999999999"] {
            XCTAssertNil(RoutineQuantity.decimal(bad), bad)
        }
    }

    func testRestTimes() {
        XCTAssertEqual(RoutineQuantity.seconds("3:00"), 180)
        XCTAssertEqual(RoutineQuantity.seconds("1:30"), 90)
        XCTAssertEqual(RoutineQuantity.seconds("60:00"), 3600)
        XCTAssertEqual(RoutineQuantity.seconds("90s"), 90)
        XCTAssertEqual(RoutineQuantity.seconds(" 45 S "), 45)
        XCTAssertEqual(RoutineQuantity.seconds("0:00"), 0)
        for bad in ["", "3", "3:0", "3:60", ":30", "100:00", "-1:00", "3:00:00", "s", "12345s", "1.5s", "٣:00"] {
            XCTAssertNil(RoutineQuantity.seconds(bad), bad)
        }
    }

    func testClock() {
        XCTAssertEqual(RoutineQuantity.clock(180), "3:00")
        XCTAssertEqual(RoutineQuantity.clock(65), "1:05")
        XCTAssertEqual(RoutineQuantity.clock(3600), "60:00")
        XCTAssertEqual(RoutineQuantity.clock(0), "0:00")
        XCTAssertEqual(RoutineQuantity.clock(-5), "0:00")
        for seconds in [0, 1, 59, 60, 61, 599, 3599, 3600] {
            XCTAssertEqual(RoutineQuantity.seconds(RoutineQuantity.clock(seconds)), seconds)
        }
    }
}
