import XCTest
@testable import App

final class RestartPolicyTests: XCTestCase {
    /// The waits for processes that live `lifetimes` seconds each, one started after another.
    private func delays(_ lifetimes: [Double]) -> [Int64] {
        var policy = RestartPolicy()
        var started = ContinuousClock.now
        return lifetimes.map { lifetime in
            let died = started + .seconds(lifetime)
            let delay = policy.delay(started: started, died: died)
            started = died + delay
            return delay.components.seconds
        }
    }

    func testACrashLoopWaitsLongerEachTimeUpToThirtySeconds() {
        XCTAssertEqual(delays(Array(repeating: 0.1, count: 12)), [0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 30, 30])
    }

    func testFiveRestartsWithinTenSecondsAreAtOnceTheSixthWaits() {
        XCTAssertEqual(delays(Array(repeating: 2, count: 20)), Array(repeating: 0, count: 20))
        XCTAssertEqual(delays(Array(repeating: 1.9, count: 6)), [0, 0, 0, 0, 0, 1])
    }

    func testAProcessThatLivesTenSecondsEndsTheBackOff() {
        XCTAssertEqual(delays(Array(repeating: 0.1, count: 8) + [10, 0.1, 0.1]), [0, 0, 0, 0, 0, 1, 2, 4, 0, 0, 0])
    }
}
