import XCTest
@testable import HTTP

/// What the event loops count for the metrics page, and how a scrape merges it.
final class RequestCountsTests: XCTestCase {
    func testDurationsFallIntoTheFirstBucketAtOrAboveThemAndCumulate() {
        var histogram = DurationHistogram()
        for seconds in [0.0001, 0.0005, 0.003, 0.003, 20] { histogram.observe(seconds) }
        let cumulative = histogram.cumulativeCounts
        XCTAssertEqual(cumulative.count, DurationHistogram.bounds.count + 1)
        XCTAssertEqual(cumulative[0], 2, "at or under 0.5 ms, the bound itself included")
        XCTAssertEqual(cumulative[DurationHistogram.bounds.firstIndex(of: 0.005)!], 4)
        XCTAssertEqual(cumulative[DurationHistogram.bounds.count - 1], 4, "20 s is above every bound")
        XCTAssertEqual(cumulative.last, 5)
        XCTAssertEqual(histogram.count, 5)
        XCTAssertEqual(histogram.sum, 20.0066, accuracy: 1e-9)
    }

    func testCountsMergeByRouteMethodAndStatus() {
        var first = RequestCounts()
        first.record(route: "/workouts/:date", method: .get, status: 200, seconds: 0.001)
        first.record(route: nil, method: HTTPMethod("BREW"), status: 501, seconds: 0.001)
        var second = RequestCounts()
        second.record(route: "/workouts/:date", method: .get, status: 200, seconds: 0.002)
        second.record(route: "/workouts/:date", method: .head, status: 200, seconds: 0.002)
        second.record(route: nil, method: nil, status: 400, seconds: 0.001)
        first.merge(second)
        XCTAssertEqual(first.requests, [
            .init(route: "/workouts/:date", method: "GET", status: 200): 2,
            .init(route: "/workouts/:date", method: "HEAD", status: 200): 1,
            .init(route: RequestCounts.unmatchedRoute, method: "other", status: 501): 1,
            .init(route: RequestCounts.unmatchedRoute, method: "other", status: 400): 1,
        ])
        XCTAssertEqual(first.durations["/workouts/:date"]?.count, 3)
        XCTAssertEqual(first.durations[RequestCounts.unmatchedRoute]?.count, 2)
    }

    /// The series recorded last is remembered: each request still counts under its own.
    func testAlternatingSeriesEachCountTheirOwn() {
        var counts = RequestCounts()
        let series: [(String?, HTTPMethod, Int)] = [("/a", .get, 200), ("/a", .get, 200), ("/b", .get, 200), ("/a", .get, 200),
                                                   ("/a", .get, 304), ("/a", .head, 200), (nil, .get, 404), ("/b", .get, 200)]
        for (route, method, status) in series { counts.record(route: route, method: method, status: status, seconds: 0.001) }
        XCTAssertEqual(counts.requests, [
            .init(route: "/a", method: "GET", status: 200): 3, .init(route: "/b", method: "GET", status: 200): 2,
            .init(route: "/a", method: "GET", status: 304): 1, .init(route: "/a", method: "HEAD", status: 200): 1,
            .init(route: RequestCounts.unmatchedRoute, method: "GET", status: 404): 1,
        ])
        let snapshot = counts
        counts.record(route: "/b", method: .get, status: 200, seconds: 0.001)
        XCTAssertEqual(snapshot.requests[.init(route: "/b", method: "GET", status: 200)], 2, "a copy read by a scrape keeps its counts")
        XCTAssertEqual(counts.requests[.init(route: "/b", method: "GET", status: 200)], 3)
    }

    func testCountsAreEqualWhateverOrderTheirSeriesCameIn() {
        var first = RequestCounts(), second = RequestCounts()
        first.record(route: "/a", method: .get, status: 200, seconds: 0.001)
        first.record(route: "/b", method: .get, status: 200, seconds: 0.002)
        second.record(route: "/b", method: .get, status: 200, seconds: 0.002)
        XCTAssertNotEqual(first, second)
        second.record(route: "/a", method: .get, status: 200, seconds: 0.001)
        XCTAssertEqual(first, second)
    }
}
