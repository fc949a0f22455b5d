import Domain
import XCTest

final class TrackPointTests: XCTestCase {
    /// Issue 23: a point is 40 bytes, not the 64 that three optionals with their tags took,
    /// so a 250,000-point upload's track is 10 MB while it is read and summed up.
    func testAPointIsCompact() {
        XCTAssertLessThanOrEqual(MemoryLayout<TrackPoint>.stride, 40)
    }

    func testKeepsWhatWasGivenAndNoneForWhatWasNot() {
        var point = TrackPoint(latitude: 45.5, longitude: -73.25, heartRate: 142, elevation: -12.25, time: 0)
        XCTAssertEqual(point.heartRate, 142)
        XCTAssertEqual(point.elevation, -12.25)
        XCTAssertEqual(point.time, 0)
        point.heartRate = nil
        point.elevation = nil
        point.time = nil
        XCTAssertNil(point.heartRate)
        XCTAssertNil(point.elevation)
        XCTAssertNil(point.time)
        XCTAssertEqual(point, TrackPoint(latitude: 45.5, longitude: -73.25))
        XCTAssertNotEqual(point, TrackPoint(latitude: 45.5, longitude: -73.25, elevation: 0))
        XCTAssertNil(TrackPoint(latitude: 0, longitude: 0, heartRate: 0).heartRate, "a sensor's 0 is no reading")
    }
}
