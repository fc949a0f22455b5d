import Domain
import XCTest

final class OneRepMaxEstimateTests: XCTestCase {
    func testBrzyckiFromOneToTwelveReps() {
        XCTAssertEqual(OneRepMaxEstimate(weight: 142.5, reps: 1), .estimate(142.5), "a single is the weight itself")
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 5), .estimate(112.5))
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 12), .estimate(144), "100 × 36 / 25")
        XCTAssertEqual(OneRepMaxEstimate(weight: 110, reps: 3), .estimate(116.5), "116.47 rounded to one decimal")
    }

    func testNothingPastTwelveRepsOrWithoutAWeight() {
        XCTAssertEqual(OneRepMaxEstimate(weight: 100, reps: 13), .tooManyReps)
        XCTAssertEqual(OneRepMaxEstimate(weight: 20, reps: 100).reason, "No estimate past 12 reps")
        XCTAssertEqual(OneRepMaxEstimate(weight: 0, reps: 5), .noWeight)
        XCTAssertEqual(OneRepMaxEstimate(weight: 0, reps: 5).reason, "No estimate without a weight")
        XCTAssertEqual(OneRepMaxEstimate(weight: 50, reps: 0), .noWeight)
        XCTAssertNil(OneRepMaxEstimate(weight: 0, reps: 100).value)
    }
}
