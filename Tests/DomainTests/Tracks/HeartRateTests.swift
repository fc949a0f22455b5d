import Domain
import XCTest

final class HeartRateTests: XCTestCase {
    func testBandsAreQuartersOfTheTracksRangeEachHoldingItsLowerEdge() {
        let bands = HeartRateBands(lowest: 100, highest: 180)
        XCTAssertEqual(bands.edges, [120, 140, 160])
        XCTAssertEqual([100, 119, 120, 139, 140, 159, 160, 180].map(bands.band(of:)), [1, 1, 2, 2, 3, 3, 4, 4])
        XCTAssertEqual(bands.ranges, [100...119, 120...139, 140...159, 160...180])
    }

    func testBandEdgesBetweenWholeBeats() {
        let bands = HeartRateBands(lowest: 76, highest: 187)
        XCTAssertEqual(bands.edges, [103.75, 131.5, 159.25])
        XCTAssertEqual([76, 103, 104, 131, 132, 159, 160, 187].map(bands.band(of:)), [1, 1, 2, 2, 3, 3, 4, 4])
        XCTAssertEqual(bands.ranges, [76...103, 104...131, 132...159, 160...187])
    }

    func testNarrowRangesLeaveSomeBandsEmpty() {
        let bands = HeartRateBands(lowest: 100, highest: 102)
        XCTAssertEqual([100, 101, 102].map(bands.band(of:)), [1, 3, 4])
        XCTAssertEqual(bands.ranges, [100...100, nil, 101...101, 102...102])
        let single = HeartRateBands(lowest: 120, highest: 120)
        XCTAssertEqual(single.band(of: 120), 1)
        XCTAssertEqual(single.ranges, [120...120, nil, nil, nil])
    }

    func testZonesArePercentagesOfTheMaximumComparedExactly() {
        let zones = HeartRateZones(maximum: 190)
        XCTAssertEqual([94, 95, 113, 114, 132, 133, 151, 152, 170, 171, 250].map(zones.zone(of:)), [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
        XCTAssertEqual((1...5).map(zones.lowestBeats(ofZone:)), [95, 114, 133, 152, 171])
        let odd = HeartRateZones(maximum: 185)
        XCTAssertEqual(odd.zone(of: 92), 0, "92.5 bpm is where zone 1 starts")
        XCTAssertEqual(odd.zone(of: 93), 1)
        XCTAssertEqual(odd.lowestBeats(ofZone: 1), 93)
    }

    func testTheDefaultMaximumIs220MinusTheAge() {
        let birth = CalendarDate(iso: "1990-12-10")!
        XCTAssertEqual(HeartRateZones(birthDate: birth, today: CalendarDate(iso: "2024-12-09")!).maximum, 187)
        XCTAssertEqual(HeartRateZones(birthDate: birth, today: CalendarDate(iso: "2024-12-10")!).maximum, 186)
    }

    func testTimeInZones() {
        var milliseconds = [Int64](repeating: 0, count: 251)
        milliseconds[90] = 1_000
        milliseconds[95] = 2_000
        milliseconds[171] = 3_000
        milliseconds[200] = 4_000
        XCTAssertEqual(HeartRateZones(maximum: 190).milliseconds(in: HeartRateHistogram(milliseconds: milliseconds)), [1_000, 2_000, 0, 0, 0, 7_000])
    }
}
