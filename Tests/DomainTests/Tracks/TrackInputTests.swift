import Foundation
@testable import Domain
import TestSupport
import XCTest

final class TrackInputTests: XCTestCase {
    private let json = Array("[[1,2,80],[1,2.001,90]]".utf8)

    private func parse(title: String? = nil, subtitle: String? = nil, kind: String? = "run", file: [UInt8]?) -> Result<TrackInput, FieldErrors> {
        TrackInput.parse(title: title, subtitle: subtitle, kind: kind, file: file?[...])
    }

    func testTheTitleComesFromTheFormThenTheTrackThenItsKindAndStart() throws {
        XCTAssertEqual(try parse(title: " Tempo ", file: Array(GPXFixture.strava.utf8)).get().title, "Tempo")
        XCTAssertEqual(try parse(title: "", file: Array(GPXFixture.strava.utf8)).get().title, "Evening Run & Hills")
        XCTAssertEqual(try parse(file: Array(GPXFixture.osmAnd.utf8)).get().title, "Dune walk")
        XCTAssertEqual(try parse(file: json).get().title, "Run", "the default namer: the kind alone")
        let named = TrackInput.parse(title: nil, subtitle: nil, kind: "ride", file: FITFixture.run()[...]) { label, start in "\(label) \(start ?? 0)" }
        XCTAssertEqual(try named.get().title, "Ride \(631_065_600 + 999_999_999)")
    }

    func testANameFromTheFileIsMadePlainText() {
        XCTAssertEqual(TrackInput.title(fromName: "Morning\n  run\u{1B}[31m"), "Morning   run[31m")
        XCTAssertEqual(TrackInput.title(fromName: String(repeating: "é", count: 150))?.count, 100)
        XCTAssertNil(TrackInput.title(fromName: "\u{202E}"))
    }

    func testKindIsAsInTheFileElseARun() throws {
        XCTAssertEqual(try parse(kind: nil, file: json).get().kind, .run)
        XCTAssertEqual(try parse(kind: "", file: json).get().kind, .run)
        XCTAssertEqual(try parse(kind: "hike", file: json).get().kind, .hike)
        let tcx = Array(#"<TrainingCenterDatabase><Activities><Activity Sport="Biking"><Lap><Track><Trackpoint><Time>2024-01-01T10:00:00Z</Time><HeartRateBpm><Value>90</Value></HeartRateBpm></Trackpoint></Track></Lap></Activity></Activities></TrainingCenterDatabase>"#.utf8)
        XCTAssertEqual(try parse(kind: "", file: tcx).get().kind, .ride, "TCX Sport")
        XCTAssertEqual(try parse(kind: "walk", file: tcx).get().kind, .walk, "the form's choice over the file's")
        let gpx = Array(#"<gpx><trk><type>VirtualRide</type><trkseg><trkpt lat="1" lon="2"><time>2024-01-01T10:00:00Z</time></trkpt></trkseg></trk></gpx>"#.utf8)
        let ride = try parse(kind: "", file: gpx).get()
        XCTAssertEqual([ride.kind], [.ride], "GPX type")
        XCTAssertTrue(ride.indoor)
    }

    func testEveryProblemIsNamedByItsField() {
        let result = parse(title: String(repeating: "t", count: 101), subtitle: String(repeating: "s", count: 201), kind: "swim",
                           file: Array("[[1,2]]".utf8))
        XCTAssertEqual(result, .failure(FieldErrors([
            FieldError(field: "title", message: "Keep the title to 100 characters or fewer."),
            FieldError(field: "subtitle", message: "Keep the subtitle to 200 characters or fewer."),
            FieldError(field: "kind", message: "Choose as in the file, run, ride, walk, hike or other."),
            FieldError(field: "file", message: "point 1 has 2 values, expected latitude, longitude and heart rate"),
        ])))
        XCTAssertEqual(parse(file: nil), .failure(FieldErrors([FieldError(field: "file", message: "Choose a GPX, TCX, FIT or JSON file of your workout.")])))
    }
}
