import Foundation
import HTTP
import TestSupport
import XCTest

/// What a route's map is coloured by (issue 37): the workout's own range by default, in
/// whole numbers, or the lifter's zones, chosen on the page without JavaScript and remembered.
extension TrackPagesTests {
    private func bpmTrack() throws -> String {
        guard let bytes = SharedFixture.bytes("bpm/latitude_longitude_heartrate.json") else {
            throw XCTSkip("the shared fixtures are not beside this repository")
        }
        let response = upload(bytes, name: "run.json")
        return try XCTUnwrap(response.headers["Location"])
    }

    func testTheMapIsColouredByTheWorkoutsRangeElseByTheLiftersZonesAsChosen() throws {
        let path = try bpmTrack()
        let page = browser.get(path).text
        XCTAssertTrue(page.contains("Coloured by this workout's range: 76–187 bpm, in four equal bands; the line changes at 104, 132 and 160 bpm."),
                      "whole numbers, not 103.75")
        XCTAssertTrue(page.contains(#"<form class="route-colours" method="post" action="\#(path)/colours">"#), "a form: no JavaScript needed")
        XCTAssertTrue(page.contains(#"aria-pressed="true">this workout</button>"#))
        XCTAssertFalse(page.contains(#"class="zone-"#), "the zone table is not in the map's colours: the map does not use them")
        XCTAssertTrue(page.contains(#"<path class="band-4""#))

        let chosen = browser.post(path + "/colours", [("colours", "zones")])
        XCTAssertEqual(chosen.status, .seeOther)
        XCTAssertEqual(chosen.headers["Location"], path)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE route_colours = 'zones'"), 1)
        let zoned = browser.get(path).text
        XCTAssertTrue(zoned.contains(#"aria-pressed="true">my zones</button>"#))
        XCTAssertFalse(zoned.contains(#"<path class="band-"#), "no band of the workout's range on the map")
        let drawn = Set(zoned.matches(of: #/<path class="(zone-\d)"/#).map { String($0.1) })
        XCTAssertFalse(drawn.isEmpty)
        for zone in drawn {
            XCTAssertTrue(zoned.contains(#"<line class="\#(zone)" x1="4" y1="6" x2="44" y2="6"/></svg> <span class="nowrap">"#), "the table shows \(zone) in the map's colour")
        }
        XCTAssertTrue(zoned.contains("Coloured by your heart-rate zones"))
        XCTAssertTrue(browser.get(path).text.contains(#"aria-pressed="true">my zones</button>"#), "remembered")

        XCTAssertEqual(browser.post(path + "/colours", [("colours", "pink")]).status, .unprocessableContent)
        browser.get(path)
        XCTAssertEqual(browser.post(path + "/colours", [("colours", "workout")]).status, .seeOther)
        XCTAssertTrue(browser.get(path).text.contains(#"<path class="band-4""#))
    }
}
