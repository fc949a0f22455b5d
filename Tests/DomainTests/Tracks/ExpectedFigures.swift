import Domain
import XCTest

/// What an independent reading of a file gave (Python: ElementTree or python-fitparse, and the
/// same haversine), checked against the summary in one call. Nil checks nothing.
struct ExpectedFigures {
    var points: Int
    var metres: Double?
    var seconds: Double?
    var heartRate: (lowest: Int, average: Double, highest: Int)?
    var skipped = 0
    var segments: Int?
    var startedAt: Int?

    func check(_ track: Track, file: StaticString = #filePath, line: UInt = #line) {
        if let segments { XCTAssertEqual(track.segments.count, segments, "segments", file: file, line: line) }
        check(TrackSummary(track), file: file, line: line)
    }

    func check(_ summary: TrackSummary, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(summary.pointCount, points, "points", file: file, line: line)
        XCTAssertEqual(summary.skippedPoints, skipped, "skipped points", file: file, line: line)
        if let startedAt { XCTAssertEqual(summary.startedAt, startedAt, "start", file: file, line: line) }
        if let metres { XCTAssertEqual(summary.distanceMetres, metres, accuracy: 0.1, "distance", file: file, line: line) }
        if let seconds { XCTAssertEqual(summary.durationSeconds, seconds, accuracy: 0.001, "duration", file: file, line: line) }
        if let heartRate {
            XCTAssertEqual(summary.heartRate?.lowest, heartRate.lowest, "lowest heart rate", file: file, line: line)
            XCTAssertEqual(summary.heartRate?.highest, heartRate.highest, "highest heart rate", file: file, line: line)
            XCTAssertEqual(summary.heartRate?.average ?? 0, heartRate.average, accuracy: 1e-6, "average heart rate", file: file, line: line)
        }
    }
}
