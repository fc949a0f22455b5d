import Foundation
import HTTP
import TestSupport
import XCTest

/// What the file says a route was (issue 37): real files from other apps, uploaded with the
/// form's Kind left "As in the file". They live in `../shared/fixtures/real/routes/unsupported/`.
extension TrackPagesTests {
    private func uploadReal(_ name: String) throws -> String {
        guard let bytes = SharedFixture.bytes("real/routes/unsupported/" + name) else {
            throw XCTSkip("the shared fixtures (../shared/fixtures/real/routes) are not beside this repository")
        }
        let response = upload(bytes, name: name, kind: "")
        XCTAssertEqual(response.status, .seeOther, response.text)
        return browser.get(try XCTUnwrap(response.headers["Location"])).text
    }

    func testAZwiftRideIsAnIndoorRideWithSpeedAndNoMap() throws {
        let page = try uploadReal("zwift-sportstracker.fit")
        XCTAssertNotNil(page.range(of: #"<h1>Indoor ride, \w{3} \d{1,2} \w{3} \d\d:\d\d</h1>"#, options: .regularExpression),
                        "untitled: its kind, day and time")
        XCTAssertTrue(page.contains("· Indoor ride</p>"))
        XCTAssertNotNil(output("speed_kmh", in: page), "a ride shows its speed")
        XCTAssertNil(output("pace_s_per_km", in: page), "not a pace (1:58 /km was shown)")
        XCTAssertFalse(page.contains("<svg class=\"route-map__drawing\""), "no map of a virtual ride")
        XCTAssertTrue(page.contains("The file says this was indoors (Indoor ride), so no map is drawn."))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes WHERE kind = 'ride' AND indoor = 1"), 1)
    }

    func testAForerunner70sRelativeClockKeepsItsSeconds() throws {
        let page = try uploadReal("garmin-fr70-compressed-ts-fitparse.fit")
        XCTAssertEqual(output("duration_s", in: page), "3880", "the records' own seconds, not 12 s a point (9,060 s)")
        XCTAssertFalse(page.contains("(estimated)"))
        XCTAssertTrue(page.contains("This device counts seconds from when it was switched on"))
        XCTAssertNotNil(output("pace_s_per_km", in: page), "a run shows its pace")
        XCTAssertTrue(page.contains("<h1>Run, "))
    }

    func testAWahooRidesRecordsBeforeItsFirstFixKeepTheirTimeAndHeartRate() throws {
        let page = try uploadReal("wahoo-elemnt-devfields-fitparse.fit")
        XCTAssertEqual(output("duration_s", in: page), "23591", "20,967 s were shown")
        XCTAssertEqual(output("hr_min", in: page), "66", "the session's minimum; 67 was shown")
        XCTAssertNotNil(output("speed_kmh", in: page))
        XCTAssertTrue(page.contains("<svg class=\"route-map__drawing\""), "an outdoor ride has its map")
    }
}
