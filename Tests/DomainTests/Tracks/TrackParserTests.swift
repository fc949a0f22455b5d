import Domain
import TestSupport
import XCTest

final class TrackParserTests: XCTestCase {
    private func parse(_ text: String) throws -> Track {
        try TrackParser.parse(Array(text.utf8))
    }

    private func message(_ text: String) -> String? {
        message(Array(text.utf8))
    }

    private func message(_ bytes: [UInt8]) -> String? {
        do {
            _ = try TrackParser.parse(bytes)
            return nil
        } catch {
            return error.message
        }
    }

    /// The original app's files in `../shared/fixtures/bpm/`, beside the repository.
    static func sharedBPM(_ name: String) throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("bpm/" + name) else { throw XCTSkip("the shared fixtures are not beside this repository") }
        return bytes
    }

    // MARK: The original app's JSON

    func testReadsTheOriginalAppsRecordedRun() throws {
        let track = try TrackParser.parse(try Self.sharedBPM("latitude_longitude_heartrate.json"))
        XCTAssertEqual(track.format, .json)
        XCTAssertEqual(track.segments.count, 1)
        XCTAssertEqual(track.pointCount, 261)
        XCTAssertEqual(track.segments[0][0], TrackPoint(latitude: 37.794828600000002, longitude: -122.41646771000001, heartRate: 76))
        XCTAssertEqual(track.segments[0].last, TrackPoint(latitude: 37.80225994, longitude: -122.40313719, heartRate: 164))
        XCTAssertNil(track.name)
        XCTAssertEqual(try TrackParser.parse(try Self.sharedBPM("valid_workout_data_points_sample.json")).pointCount, 2)
    }

    func testTheOriginalAppsInvalidSamplesSayWhatIsWrongAndWhere() throws {
        // Read first: a skip thrown inside an assertion would count as a failure.
        let missingValue = try Self.sharedBPM("invalid_workout_data_points_sample.json")
        let emptyElement = try Self.sharedBPM("invalid_json_format_workout_data_points_sample.json")
        XCTAssertEqual(message(missingValue), "point 2 has 2 values, expected latitude, longitude and heart rate")
        XCTAssertEqual(message(emptyElement), "point 2 is empty (line 1, column 46)")
    }

    func testJSONPointProblemsNameThePoint() {
        XCTAssertEqual(message("[[1,2,80],[3,4,90],[5,6]]"), "point 3 has 2 values, expected latitude, longitude and heart rate")
        XCTAssertEqual(message("[[1,2,80],[1,2,80,5]]"), "point 2 has 4 values, expected latitude, longitude and heart rate")
        XCTAssertEqual(message("[[1]]"), "point 1 has 1 value, expected latitude, longitude and heart rate")
        XCTAssertEqual(message("[[1,2,80],5]"), "point 2 is a number, expected [latitude, longitude, heart rate]")
        XCTAssertEqual(message(#"[["1",2,80]]"#), "point 1: latitude is text, expected a number")
        XCTAssertEqual(message("[[1,2,null]]"), "point 1: heart rate is null, expected a number")
        let points = (1...16).map { _ in "[1,2,80]" } + ["[95.2,2,80]"]
        XCTAssertEqual(message("[" + points.joined(separator: ",") + "]"), "point 17: latitude 95.2 is outside −90…90")
        XCTAssertEqual(message("[[-90.5,2,80]]"), "point 1: latitude -90.5 is outside −90…90")
        XCTAssertEqual(message("[[1,180.01,80]]"), "point 1: longitude 180.01 is outside −180…180")
        XCTAssertEqual(message("[[1,2,300]]"), "point 1: heart rate 300 is outside 20…250")
        XCTAssertEqual(message("[[1,2,12]]"), "point 1: heart rate 12 is outside 20…250")
        XCTAssertEqual(message("[[1,2,80.5]]"), "point 1: heart rate 80.5 is not a whole number")
        XCTAssertEqual(message("[[1,2,1e300]]"), "point 1: heart rate 1e+300 is outside 20…250")
    }

    func testJSONThatIsNotATrack() {
        XCTAssertEqual(message("[]"), "no points")
        XCTAssertEqual(message(#"{"points": []}"#), "the JSON is not a list of [latitude, longitude, heart rate] points")
        XCTAssertEqual(message("[[1,2,80],]"), "point 2 is empty (line 1, column 11)")
        XCTAssertEqual(message("[,[1,2,80]]"), "point 1 is empty (line 1, column 2)")
        XCTAssertEqual(message("[[1,,2]]"), "not valid JSON: line 1, column 5: unexpected ','")
        XCTAssertEqual(message("[[1,2,80]"), "not valid JSON: line 1, column 10: the JSON ends too early")
    }

    func testAZeroHeartRateIsNone() throws {
        XCTAssertEqual(try parse("[[1,2,0],[1,2,80]]").segments[0].map(\.heartRate), [nil, 80])
    }

    func testTooManyPointsIsRefusedBeforeTheDocumentIsBuilt() {
        let points = Array(repeating: "[0,0,0]", count: TrackLimits.maxPoints + 1).joined(separator: ",")
        XCTAssertEqual(message("[" + points + "]"), "more than 250,000 points; split the track into shorter ones")
        XCTAssertEqual(message("[" + String(repeating: "1,", count: 4 * TrackLimits.maxPoints + 1) + "1]"),
                       "more than 250,000 points; split the track into shorter ones")
    }

    // MARK: Detection

    func testFormatsAreToldFromContent() {
        XCTAssertEqual(message(""), "the file is empty")
        XCTAssertEqual(message(" \n\t"), "the file is empty")
        XCTAssertEqual(message("lat,lon,bpm\n1,2,3"), "not a GPX, TCX, FIT or JSON track")
        XCTAssertEqual(message("<TrainingCenterDatabase></TrainingCenterDatabase>"), "no points", "read as TCX")
        XCTAssertEqual(message("<html><body>hi</body></html>"), "not a GPX, TCX, FIT or JSON track")
        XCTAssertEqual(message([0xEF, 0xBB, 0xBF] + Array("[[1,2,80]]".utf8)), nil, "a byte order mark is skipped")
    }

    // MARK: GPX

    func testGarminConnect() throws {
        let track = try parse(GPXFixture.garminConnect)
        XCTAssertEqual(track.format, .gpx)
        XCTAssertEqual(track.name, "Lakeside Running")
        XCTAssertEqual(track.segments.map(\.count), [4])
        let first = track.segments[0][0]
        XCTAssertEqual(first.latitude, 45.61599226668477, accuracy: 1e-12)
        XCTAssertEqual(first.longitude, 5.143710197880864, accuracy: 1e-12)
        XCTAssertEqual(first.elevation ?? 0, 282.399993896484375, accuracy: 1e-9)
        XCTAssertEqual(first.time, 1_713_078_153_000)
        XCTAssertEqual(track.segments[0].map(\.heartRate), [92, 118, 141, 156])
    }

    func testStravaWithAnEntityInTheName() throws {
        let track = try parse(GPXFixture.strava)
        XCTAssertEqual(track.name, "Evening Run & Hills")
        XCTAssertEqual(track.segments[0].map(\.heartRate), [107, 112, 119])
        XCTAssertEqual(track.segments[0].map(\.time), [1_621_620_017_000, 1_621_620_027_000, 1_621_620_039_000])
    }

    func testAppleHealthHasNoHeartRate() throws {
        let track = try parse(GPXFixture.appleHealth)
        XCTAssertEqual(track.name, "Route 2020-07-29 3:13pm")
        XCTAssertEqual(track.segments[0].map(\.heartRate), [nil, nil, nil])
        XCTAssertEqual(track.segments[0][0].latitude, 53.252917)
        XCTAssertEqual(track.segments[0][0].longitude, -2.538323, "lon before lat is read all the same")
    }

    func testWahoo() throws {
        let track = try parse(GPXFixture.wahoo)
        XCTAssertEqual(track.name, "Untitled")
        XCTAssertEqual(track.segments[0].map(\.heartRate), [131, 134])
    }

    func testOsmAndWithAWrongNamespaceTwoSegmentsAndPointsWithoutHeartRate() throws {
        let track = try parse(GPXFixture.osmAnd)
        XCTAssertEqual(track.name, "Dune walk", "the metadata's name when the track has none")
        XCTAssertEqual(track.segments.map(\.count), [2, 2])
        XCTAssertEqual(track.segments.flatMap { $0.map(\.heartRate) }, [98, nil, nil, 104])
    }

    func testTrackPointExtensionV2CDATAAndTimeZones() throws {
        let track = try parse(GPXFixture.trackPointExtensionV2)
        XCTAssertEqual(track.name, "Col du Galibier <ride>")
        XCTAssertEqual(track.segments[0].map(\.heartRate), [171, 165])
        XCTAssertEqual(track.segments[0].map(\.time), [1_689_319_800_000, 1_689_319_820_500])
    }

    func testTheTracksNameWinsOverTheMetadatasAndPlannedRoutesAreNotTracks() throws {
        let gpx = """
            <gpx><metadata><name>Meta</name></metadata><wpt lat="1" lon="2"><name>Water</name></wpt>
            <rte><name>Plan</name><rtept lat="1" lon="2"/></rte>
            <trk><name>First</name><trkseg><trkpt lat="1" lon="2"/></trkseg></trk>
            <trk><name>Second</name><trkseg/><trkseg><trkpt lat="1.001" lon="2"/></trkseg></trk></gpx>
            """
        let track = try parse(gpx)
        XCTAssertEqual(track.name, "First")
        XCTAssertEqual(track.segments.map(\.count), [1, 1], "an empty segment is dropped")
        XCTAssertEqual(message(#"<gpx><rte><rtept lat="1" lon="2"/></rte></gpx>"#), "no points")
        XCTAssertEqual(message("<gpx/>"), "no points")
    }

    func testGPXPointProblemsNameThePoint() {
        func gpx(_ points: String) -> String { "<gpx><trk><trkseg>\(points)</trkseg></trk></gpx>" }
        let fine = String(repeating: #"<trkpt lat="1" lon="2"/>"#, count: 16)
        XCTAssertEqual(message(gpx(fine + #"<trkpt lat="95.2" lon="2"/>"#)), "point 17: latitude 95.2 is outside −90…90")
        XCTAssertEqual(message(gpx(#"<trkpt lon="2"/>"#)), "none of its 1 point has both a latitude and a longitude")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1"/><trkpt/>"#)), "none of its 2 points has both a latitude and a longitude")
        XCTAssertEqual(message(gpx(#"<trkpt lat="north" lon="2"/>"#)), "point 1: latitude \"north\" is not a number")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1e1" lon="2"/>"#)), "point 1: latitude \"1e1\" is not a number")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1" lon="-181"/>"#)), "point 1: longitude -181 is outside −180…180")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1" lon="2"><ele>high</ele></trkpt>"#)), "point 1: elevation \"high\" is not a number")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1" lon="2"><ele>99999</ele></trkpt>"#)), "point 1: elevation 99999 is outside −1,000…20,000 m")
        XCTAssertEqual(message(gpx(#"<trkpt lat="1" lon="2"><time>yesterday</time></trkpt>"#)),
                       "point 1: time \"yesterday\" is not a time like 2024-05-01T07:30:00Z")
        let hr = { (value: String) in gpx(#"<trkpt lat="1" lon="2"><extensions><x:TrackPointExtension><x:hr>\#(value)</x:hr></x:TrackPointExtension></extensions></trkpt>"#) }
        XCTAssertEqual(message(hr("300")), "point 1: heart rate 300 is outside 20…250")
        XCTAssertEqual(message(hr("80.5")), "point 1: heart rate 80.5 is not a whole number")
        XCTAssertEqual(message(hr("fast")), "point 1: heart rate \"fast\" is not a number")
        XCTAssertEqual(message(gpx(#"<trkpt lat="\#(String(repeating: "9", count: 40))" lon="2"/>"#)),
                       "point 1: latitude 999999999999999999999999… is outside −90…90")
    }

    func testAHeartRateOutsideThePointsExtensionsIsNotRead() throws {
        let track = try parse(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"><extensions><hr>90</hr></extensions><hr>91</hr></trkpt><trkpt lat="1" lon="2"><hr>92</hr></trkpt></trkseg></trk></gpx>"#)
        XCTAssertEqual(track.segments[0].map(\.heartRate), [90, nil])
    }

    func testGPXThatIsNotWellFormedSaysWhere() {
        XCTAssertEqual(message("<gpx>\n<trk><trkseg>\n<trkpt lat=\"1\" lon=\"2\">\n</trkseg></trk></gpx>"),
                       "not valid GPX: line 4, column 1: </trkseg> closes <trkpt>")
        XCTAssertEqual(message("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/>"),
                       "not valid GPX: line 1, column 43: the file ends before <trkseg> is closed; was it cut short?")
        XCTAssertEqual(message("<!DOCTYPE gpx><gpx/>"), "not valid GPX: line 1, column 1: a DOCTYPE, which track files never need; remove it")
        XCTAssertEqual(message([0xFE, 0xFF, 0x00, 0x3C, 0x00]), "not valid GPX: line 1, column 1: the file starts as UTF-16 but byte 4 is not; save it as UTF-8")
    }

    func testTooManySegments() {
        let segments = String(repeating: #"<trkseg><trkpt lat="1" lon="2"/></trkseg>"#, count: TrackLimits.maxSegments + 1)
        XCTAssertEqual(message("<gpx><trk>\(segments)</trk></gpx>"), "more than 1,000 track segments; join them or split the track")
    }
}
