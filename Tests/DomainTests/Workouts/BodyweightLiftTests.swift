import Domain
import XCTest

/// Which lifts are logged at 0 without a question (issue 37).
final class BodyweightLiftTests: XCTestCase {
    func testBodyweightLiftsAreToldByTheirWords() {
        for lift in ["Pull Up", "pull-ups", "Chinup", "Dips", "Weighted Dip", "Push Ups", "Sit-up", "Hanging Leg Raise", "Plank", "Squat (Bodyweight)", "Toes to Bar"] {
            XCTAssertTrue(BodyweightLift.contains(lift), lift)
        }
        for lift in ["Lat Pulldown", "Bench Press", "Squat", "Pullover", "Deadlift", "Leg Press"] {
            XCTAssertFalse(BodyweightLift.contains(lift), lift)
        }
        XCTAssertNil(BodyweightLift.zeroQuestion(lift: "Dips", weight: 0, unit: .kg))
        XCTAssertNil(BodyweightLift.zeroQuestion(lift: "Squat", weight: 20, unit: .kg))
        XCTAssertEqual(BodyweightLift.zeroQuestion(lift: "Squat", weight: 0, unit: .lb),
                       "0 lb for Squat? Only a body-weight lift (pull-ups, dips, push-ups…) is logged at 0: save anyway?")
    }
}
