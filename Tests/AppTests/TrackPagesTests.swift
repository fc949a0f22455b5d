import Domain
import Foundation
import HTTP
import TestClient
import TestSupport
import XCTest
@testable import App

final class TrackPagesTests: XCTestCase {
    var app: App!
    var browser: TestBrowser!

    override func setUpWithError() throws {
        app = try TestApp.make()
        browser = TestBrowser(app)
        browser.signUp()
    }

    override func tearDown() { TestApp.remove(app) }

    /// Uploads a file through the form, as a browser does.
    @discardableResult
    func upload(_ bytes: [UInt8]?, name: String = "track.gpx", title: String = "", subtitle: String = "", kind: String = "run",
                        as who: TestBrowser? = nil) -> Response {
        let user = who ?? browser!
        user.get("/routes/new")
        return user.upload("/routes", [("title", title), ("subtitle", subtitle), ("kind", kind)],
                           file: bytes.map { ("file", name, $0) })
    }

    @discardableResult
    private func upload(_ text: String, title: String = "", kind: String = "run", as who: TestBrowser? = nil) -> Response {
        upload(Array(text.utf8), title: title, kind: kind, as: who)
    }

    /// Uploads and follows the redirect to the route's page.
    private func trackPage(_ text: String, title: String = "", kind: String = "run") throws -> (path: String, page: String) {
        let response = upload(text, title: title, kind: kind)
        XCTAssertEqual(response.status, .seeOther, response.text)
        let location = try XCTUnwrap(response.headers["Location"])
        return (location, browser.get(location).text)
    }

    private func sharedBPM(_ name: String) throws -> [UInt8] {
        guard let bytes = SharedFixture.bytes("bpm/" + name) else { throw XCTSkip("the shared fixtures are not beside this repository") }
        return bytes
    }

    /// The `data-value` of an `<output name=…>`, as the contract writes it.
    func output(_ name: String, in page: String) -> String? {
        guard let range = page.range(of: #"<output name="\#(name)" data-value="[^"]*">"#, options: .regularExpression) else { return nil }
        return String(page[range].dropFirst(#"<output name="\#(name)" data-value=""#.count).dropLast(2))
    }

    // MARK: Upload

    func testTheUploadFormAndTheMenuLink() {
        let page = browser.get("/routes/new").text
        XCTAssertTrue(page.contains(#"<form class="stacked card" method="post" action="/routes" enctype="multipart/form-data" novalidate>"#))
        XCTAssertTrue(page.contains(#"<input id="file" name="file" type="file""#), page)
        XCTAssertFalse(page.contains(#"type="file" value="#), "a file input has no value")
        for field in ["title", "subtitle"] { XCTAssertTrue(page.contains(#"name="\#(field)" type="text""#), field) }
        XCTAssertTrue(page.contains(#"<select id="kind" name="kind""#))
        for kind in TrackKind.allCases { XCTAssertTrue(page.contains(#"<option value="\#(kind.rawValue)""#), kind.rawValue) }
        XCTAssertTrue(page.contains(#"<option value="" selected>As in the file</option>"#), "the file's sport unless the lifter says otherwise")
        XCTAssertTrue(browser.get("/").text.contains(#"<a href="/routes">Routes</a>"#))
    }

    func testTheOriginalAppsRunShowsItsFiguresMapAndLegend() throws {
        let response = upload(try sharedBPM("latitude_longitude_heartrate.json"), name: "latitude_longitude_heartrate.json")
        XCTAssertEqual(response.status, .seeOther)
        let location = try XCTUnwrap(response.headers["Location"])
        XCTAssertTrue(location.hasPrefix("/routes/"), location)
        let page = browser.get(location).text
        XCTAssertNotNil(page.range(of: #"<h1>Run, \w{3} \d{1,2} \w{3}</h1>"#, options: .regularExpression), "no times: the upload's day")
        // Values computed independently (Python, the same haversine formula and radius).
        XCTAssertEqual(output("distance_km", in: page), "2.945")
        XCTAssertEqual(output("duration_s", in: page), "3132", "261 points × 12 s")
        XCTAssertEqual(output("hr_min", in: page), "76")
        XCTAssertEqual(output("hr_avg", in: page), "134")
        XCTAssertEqual(output("hr_max", in: page), "187")
        XCTAssertTrue(page.contains("each of its 261 points as 12 seconds"), "the estimate is explained")
        XCTAssertTrue(page.contains(#"<ul class="route-legend" data-min="76" data-max="187" data-edges="103.75 131.5 159.25">"#))
        for band in 1...4 { XCTAssertTrue(page.contains(#"<path class="band-\#(band)" d="M"#), "band \(band)") }
        XCTAssertFalse(page.contains(#"class="no-hr""#))
        XCTAssertTrue(page.contains(#"<circle class="start""#))
        XCTAssertTrue(page.contains(#"<rect class="end""#))
        XCTAssertTrue(page.contains(#"role="img" aria-labelledby="route-map-title route-description""#))
        XCTAssertTrue(page.contains("52 minutes 12 seconds, 2.94 kilometres, heart rate from 76 to 187 beats per minute."), "the text a screen reader reads")
        XCTAssertTrue(page.contains("76–103 bpm") && page.contains("160–187 bpm"), "the legend's bands")
        XCTAssertTrue(page.contains("Time in heart-rate zones"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 1)
    }

    func testAGPXTakesItsNameTimesAndElevation() throws {
        let (_, page) = try trackPage(GPXFixture.garminConnect, kind: "run")
        XCTAssertTrue(page.contains("<h1>Lakeside Running</h1>"))
        XCTAssertEqual(output("duration_s", in: page), "82", "07:02:33 to 07:03:55")
        XCTAssertEqual(output("distance_km", in: page), "0.261")
        XCTAssertEqual(output("hr_min", in: page), "92")
        XCTAssertEqual(output("hr_avg", in: page), "122", "122.11 rounded: weighted by time")
        XCTAssertTrue(page.contains("The average heart rate is weighted by time: each reading counts until the next one."))
        XCTAssertEqual(output("hr_max", in: page), "156")
        XCTAssertEqual(output("ascent_m", in: page), "5")
        XCTAssertEqual(output("pace_s_per_km", in: page), "314")
        XCTAssertTrue(page.contains(#"<time datetime="2024-04-14">Sun 14 Apr 2024, "#), "the start's date and time")
        XCTAssertFalse(page.contains("(estimated)"))
    }

    func testAFileWithoutTimesSaysItsAverageIsByPoint() throws {
        let (_, page) = try trackPage(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"><extensions><hr>100</hr></extensions></trkpt><trkpt lat="1" lon="2.001"><extensions><hr>110</hr></extensions></trkpt></trkseg></trk></gpx>"#)
        XCTAssertEqual(output("hr_avg", in: page), "105")
        XCTAssertTrue(page.contains("The average heart rate is the mean of the points' readings, as the file has no times."))
        XCTAssertFalse(page.contains("had no clock set"))
    }

    func testPointsWithoutAPositionAreCountedOnThePage() throws {
        let (path, page) = try trackPage(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"/><trkpt><ele>3</ele></trkpt><trkpt lat="1"/><trkpt lat="1" lon="2.001"/></trkseg></trk></gpx>"#)
        XCTAssertTrue(page.contains("2 points of the file had no latitude or longitude and were left out."), page)
        XCTAssertTrue(browser.get(path).text.contains("2 points of the file"), "kept with the route")
        let (_, one) = try trackPage(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"/><trkpt/><trkpt lat="1" lon="2.002"/></trkseg></trk></gpx>"#)
        XCTAssertTrue(one.contains("1 point of the file had no latitude or longitude and was left out."))
    }

    func testADeviceWithoutAClockIsReadAsUntimedAndSaysSo() throws {
        let (_, page) = try trackPage(#"<gpx><trk><trkseg><trkpt lat="1" lon="2"><time>1901-12-13T20:45:52.2073437Z</time></trkpt><trkpt lat="1" lon="2.001"><time>1901-12-13T20:45:52.207Z</time></trkpt></trkseg></trk></gpx>"#)
        XCTAssertEqual(output("duration_s", in: page), "24")
        XCTAssertTrue(page.contains("(estimated)"))
        XCTAssertTrue(page.contains("The device that wrote this file had no clock set (its times are all the same instant, or before 1980), so they were left out, and the duration counts each of its 2 points as 12 seconds"), page)
    }

    func testALatin1FileIsReadWhereItLiesInTheBody() throws {
        let latin1 = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?><gpx><trk><name>"#.utf8) + [0x4D, 0xFC, 0x6E, 0x63, 0x68, 0x65, 0x6E]
            + Array(#"</name><trkseg><trkpt lat="1" lon="2"/><trkpt lat="1" lon="2.001"/></trkseg></trk></gpx>"#.utf8)
        let response = upload(latin1)
        XCTAssertEqual(response.status, .seeOther, response.text)
        XCTAssertTrue(browser.get(try XCTUnwrap(response.headers["Location"])).text.contains("<h1>München</h1>"))
        let broken = upload(latin1.prefix(60) + Array("<a></b>".utf8))
        XCTAssertTrue(broken.text.contains("line 1, column 64: &lt;/b&gt; closes &lt;a&gt;"), "positions count from the file's start, not the body's")
    }

    func testATCXFileBecomesARoute() throws {
        let (path, page) = try trackPage(TCXFixture.twoLaps)
        XCTAssertEqual(output("duration_s", in: page), "300")
        XCTAssertEqual(output("hr_max", in: page), "140")
        XCTAssertEqual(output("hr_min", in: page), "120")
        XCTAssertFalse(page.contains("had no latitude or longitude"), "the point without a position keeps its time and heart rate")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes WHERE format = 'tcx'"), 1)
        XCTAssertTrue(browser.get(path + ".gpx").text.contains("<trkpt"), "downloads as GPX")
    }

    func testAFITFileBecomesARouteAndACorruptOneIsRefusedWithTheByte() throws {
        let response = upload(FITFixture.run(), name: "run.fit")
        XCTAssertEqual(response.status, .seeOther, response.text)
        let page = browser.get(try XCTUnwrap(response.headers["Location"])).text
        XCTAssertEqual(output("duration_s", in: page), "37", "from the record before the first fix")
        XCTAssertEqual(output("hr_max", in: page), "130")
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes WHERE format = 'fit'"), 1)
        let cut = upload(Array(FITFixture.run().prefix(50)), name: "run.fit")
        XCTAssertEqual(cut.status, .unprocessableContent)
        XCTAssertTrue(cut.text.contains("not a FIT file this app can read: byte 50: the file ends too early; was it cut short?"), cut.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 1)
    }

    func testAnIndoorRideHasFiguresButNoMapOrGPX() throws {
        let response = upload(FITFixture.indoorRide(), name: "trainer.fit", kind: "ride")
        XCTAssertEqual(response.status, .seeOther, response.text)
        let path = try XCTUnwrap(response.headers["Location"])
        let page = browser.get(path).text
        XCTAssertEqual(output("distance_km", in: page), "0.251")
        XCTAssertEqual(output("duration_s", in: page), "20")
        XCTAssertEqual(output("hr_avg", in: page), "118", "117.5 by time")
        XCTAssertTrue(page.contains("This file has no positions (an indoor workout, or a device without GPS), so there is no map."), page)
        XCTAssertFalse(page.contains("<svg class=\"route-map__drawing\""))
        XCTAssertFalse(page.contains("Download GPX"))
        let gpx = browser.get(path + ".gpx")
        XCTAssertEqual(gpx.status, .notFound)
        XCTAssertTrue(gpx.text.contains("an indoor workout without positions, so there is no GPX of it"))
    }

    func testTitleSubtitleAndKindAsTyped() throws {
        // Another file than the one below: the same track twice is one route.
        let (_, page) = try trackPage(GPXFixture.wahoo, title: "  Hill repeats ", kind: "ride")
        XCTAssertTrue(page.contains("<h1>Hill repeats</h1>"))
        XCTAssertNotNil(output("speed_kmh", in: page), "a ride shows speed")
        XCTAssertNil(output("pace_s_per_km", in: page))
        XCTAssertTrue(page.contains("· Ride</p>"))
        let (_, named) = try trackPage(GPXFixture.strava)
        XCTAssertTrue(named.contains("<h1>Evening Run &amp; Hills</h1>"), "the track's name, escaped")
    }

    func testATrackWithoutHeartRateIsGrey() throws {
        let (_, page) = try trackPage(GPXFixture.appleHealth)
        XCTAssertNil(output("hr_min", in: page))
        XCTAssertTrue(page.contains(#"<path class="no-hr" d="M"#))
        XCTAssertFalse(page.contains(#"class="band-"#))
        XCTAssertTrue(page.contains(#"<ul class="route-legend">"#), "no range to give")
        XCTAssertTrue(page.contains("This file has no heart rate"))
        XCTAssertFalse(page.contains("Time in heart-rate zones"))
    }

    func testPointsWithoutHeartRateAmongOthers() throws {
        let (_, page) = try trackPage(GPXFixture.osmAnd)
        XCTAssertTrue(page.contains(#"<path class="no-hr""#))
        XCTAssertTrue(page.contains(#"<path class="band-1""#))
        XCTAssertTrue(page.contains("No heart rate"))
        XCTAssertEqual(output("distance_km", in: page), "0.095", "the gap between segments is not walked")
    }

    // MARK: Refused uploads

    func testRefusedFilesSayWhatAndWhereAndStoreNothing() throws {
        let points = (1...16).map { _ in "[37.79,-122.41,80]" } + ["[95.2,-122.41,80]"]
        let cases: [([UInt8]?, String)] = [
            (Array(("[" + points.joined(separator: ",") + "]").utf8), "point 17: latitude 95.2 is outside −90…90"),
            (Array("[[37.79,-122.41,80],[37.79,-122.41,80],[37.79,-122.41]]".utf8), "point 3 has 2 values, expected latitude, longitude and heart rate"),
            (Array("date,lift\n2024-01-01,squat".utf8), "not a GPX, TCX, FIT or JSON track"),
            (Array("[]".utf8), "no points"),
            (Array("<gpx><trk><trkseg></trkseg></trk></gpx>".utf8), "no points"),
            (Array("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\">".utf8), "the file ends before &lt;trkpt&gt; is closed"),
            (nil, "Choose a GPX, TCX, FIT or JSON file of your workout."),
        ]
        for (file, message) in cases {
            let response = upload(file, title: "Kept title", subtitle: "Kept subtitle")
            XCTAssertEqual(response.status, .unprocessableContent, message)
            XCTAssertTrue(response.text.contains(#"<p class="error" id="file-error">"#), message)
            XCTAssertTrue(response.text.contains(message), "\(message) in \(response.text)")
            XCTAssertTrue(response.text.contains(##"<a href="#file">"##), "the summary links to the field")
            XCTAssertTrue(response.text.contains(#"value="Kept title""#) && response.text.contains(#"value="Kept subtitle""#))
        }
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 0)
    }

    func testTheOriginalAppsInvalidSamples() throws {
        // Read first: a skip thrown inside an assertion would count as a failure.
        let missingValue = try sharedBPM("invalid_workout_data_points_sample.json")
        let emptyElement = try sharedBPM("invalid_json_format_workout_data_points_sample.json")
        XCTAssertTrue(upload(missingValue).text.contains("point 2 has 2 values, expected latitude, longitude and heart rate"))
        XCTAssertTrue(upload(emptyElement).text.contains("point 2 is empty (line 1, column 46)"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 0)
    }

    func testAnEmptyFileInputIsNoFile() {
        let response = upload([], name: "")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("Choose a GPX, TCX, FIT or JSON file of your workout."))
    }

    func testFormFieldsAreChecked() {
        let response = upload(GPXFixture.strava, title: String(repeating: "t", count: 101), kind: "swim")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("Keep the title to 100 characters or fewer."))
        XCTAssertTrue(response.text.contains("Choose as in the file, run, ride, walk, hike or other."))
        let control = upload(GPXFixture.strava, title: "Run\u{1B}[2J")
        XCTAssertTrue(control.text.contains("use letters, numbers and punctuation only."))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 0)
    }

    func testAnUploadWithoutTheFormsTokenIsRefused() {
        let response = browser.upload("/routes", [("kind", "run")], file: ("file", "a.gpx", Array(GPXFixture.strava.utf8)), csrf: "")
        XCTAssertEqual(response.status, .forbidden)
    }

    // MARK: The list, deleting, downloading

    func testTheListIsNewestFirstByStartOrUpload() throws {
        XCTAssertTrue(browser.get("/routes").text.contains(#"<a class="button" href="/routes/new">Upload your first route</a>"#), "the empty state invites an upload")
        upload(GPXFixture.wahoo, title: "Twenty fourteen")
        upload(GPXFixture.garminConnect)
        upload("[[37.79,-122.41,80],[37.80,-122.41,90]]")
        let page = browser.get("/routes").text
        let order = [#">Run, \w{3} \d{1,2} \w{3}</a>"#, ">Lakeside Running</a>", ">Twenty fourteen</a>"].map { page.range(of: $0, options: .regularExpression)?.lowerBound }
        XCTAssertFalse(order.contains(nil), page)
        XCTAssertTrue(order[0]! < order[1]! && order[1]! < order[2]!, "the upload without times counts from today; then 2024; then 2014")
        XCTAssertTrue(page.contains("0.26 km"))
        XCTAssertTrue(page.contains("1:22"))
        XCTAssertTrue(page.contains("122 bpm"), "weighted by time")
        XCTAssertTrue(page.contains(#"<time datetime="2014-08-04">Mon 4 Aug 2014</time>"#))
        XCTAssertFalse(page.contains("rel=\"next\""), "one page")
        XCTAssertEqual(browser.get("/routes?page=2").status, .notFound)
        XCTAssertEqual(browser.get("/routes?page=0").status, .badRequest)
    }

    func testDeletingAfterAConfirmation() throws {
        let (path, _) = try trackPage(GPXFixture.strava)
        let confirm = browser.get(path + "/delete")
        XCTAssertEqual(confirm.status, .ok)
        XCTAssertTrue(confirm.text.contains(#"<form method="post" action="\#(path)/delete">"#))
        let deleted = browser.post(path + "/delete", [])
        XCTAssertEqual(deleted.status, .seeOther)
        XCTAssertEqual(deleted.headers["Location"], "/routes")
        XCTAssertEqual(browser.get(path).status, .notFound)
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 0)
    }

    func testTheGPXDownloadGivesTheTrackBackWithHeartRate() throws {
        let (path, _) = try trackPage(GPXFixture.garminConnect, title: "Lake & back")
        let response = browser.get(path + ".gpx")
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(response.headers["Content-Type"], "application/gpx+xml")
        XCTAssertTrue(response.headers["Content-Disposition"]?.hasPrefix("attachment;") == true)
        let track = try TrackParser.parse(response.body)
        XCTAssertEqual(track.name, "Lake & back")
        XCTAssertEqual(track.segments.map { $0.map(\.heartRate) }, [[92, 118, 141, 156]])
        XCTAssertEqual(track.segments[0].map(\.time), try TrackParser.parse(Array(GPXFixture.garminConnect.utf8)).segments[0].map(\.time))
    }

    func testAnotherUsersRouteIsNotFoundAndAVisitorMustLogIn() throws {
        let (path, _) = try trackPage(GPXFixture.garminConnect, title: "Ada's secret loop")
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com")
        for target in [path, path + ".gpx", path + "/delete"] {
            XCTAssertEqual(eve.get(target).status, .notFound, target)
        }
        eve.get("/routes")
        XCTAssertEqual(eve.post(path + "/delete", []).status, .notFound)
        XCTAssertFalse(eve.get("/routes").text.contains("Ada's secret loop"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 1, "still there")
        for target in ["/routes/0", "/routes/-1", "/routes/abc", "/routes/99999999999999999999", "/routes/1e3.gpx"] {
            XCTAssertEqual(browser.get(target).status, .notFound, target)
        }
        let visitor = TestBrowser(app).get(path)
        XCTAssertEqual(visitor.status, .seeOther)
        XCTAssertEqual(visitor.headers["Location"], "/login?next=" + PercentEncoding.encode(path))
        XCTAssertEqual(TestBrowser(app).get("/routes/new").status, .seeOther)
    }

    func testDeletingTheAccountDeletesItsRoutes() throws {
        upload(GPXFixture.strava)
        browser.get("/settings/delete")
        browser.post("/settings/delete", [("password", "correct horse battery")])
        XCTAssertEqual(try app.count("SELECT count(*) FROM routes"), 0)
    }

    /// Issue 23: 10⁻²⁵ m in 24 seconds is a pace of 10²⁶ s/km, and converting it to an Int
    /// trapped, taking the serving process down with the page. It has no pace now.
    func testARouteThatBarelyMovedShowsItsPageWithoutAPace() throws {
        // Two tracks, since the same track twice is one route.
        for (kind, longitude) in [("run", 0), ("ride", 1)] {
            let (path, page) = try trackPage("[[0,\(longitude),0],[1e-30,\(longitude),0]]", title: "Standing \(kind)", kind: kind)
            let response = browser.get(path)
            XCTAssertEqual(response.status, .ok)
            XCTAssertTrue(page.contains("<h1>Standing \(kind)</h1>"), page)
            XCTAssertEqual(output("distance_km", in: page), "0")
            XCTAssertTrue(page.contains(">0 km</output>"), page)
            XCTAssertEqual(output("duration_s", in: page), "24", "2 points × 12 s")
            XCTAssertTrue(page.contains(">0:24</output>"))
            XCTAssertNil(output("pace_s_per_km", in: page), "no pace for a route that did not move")
            XCTAssertNil(output("speed_kmh", in: page), "nor a speed")
            XCTAssertTrue(page.contains("24 seconds, 0 kilometres."), "the text a screen reader reads")
            XCTAssertTrue(page.contains(#"<circle class="start" cx="120" cy="120""#), "a dot in the middle of the map")
            XCTAssertTrue(browser.get("/routes").text.contains("Standing \(kind)"), "the list shows it too")
        }
    }

    // MARK: Units and zones

    func testPoundLiftersReadMilesAndFeetWhileTheOutputsStayInKilometres() throws {
        browser.get("/settings")
        browser.post("/settings/profile", [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"), ("unit", "lb")])
        let (_, page) = try trackPage(GPXFixture.garminConnect)
        XCTAssertEqual(output("distance_km", in: page), "0.261")
        XCTAssertTrue(page.contains(">0.16 mi</output>"), page)
        XCTAssertTrue(page.contains(">18 ft</output>"))
        XCTAssertTrue(page.contains(" /mi</output>"))
    }

    func testZonesFollowTheMaximumHeartRateSetting() throws {
        let (path, page) = try trackPage(GPXFixture.garminConnect)
        XCTAssertTrue(page.contains(": 220 minus your age."), "the default until one is set")
        browser.get("/settings")
        let profile = [("first_name", "Ada"), ("last_name", "Lovelace"), ("birth_date", "1990-12-10"), ("unit", "kg")]
        let refused = browser.post("/settings/profile", profile + [("max_heart_rate", "300")])
        XCTAssertEqual(refused.status, .unprocessableContent)
        XCTAssertTrue(refused.text.contains("Enter your maximum heart rate as a whole number from 100 to 250 bpm, or leave it empty."))
        XCTAssertEqual(browser.post("/settings/profile", profile + [("max_heart_rate", "200")]).status, .seeOther)
        XCTAssertTrue(browser.get("/settings").text.contains(#"value="200""#))
        let zoned = browser.get(path).text
        XCTAssertTrue(zoned.contains("maximum heart rate of 200 bpm, as set in"))
        XCTAssertTrue(zoned.contains("100–119 bpm"), "zone 1 is 50–60 % of 200")
        XCTAssertTrue(zoned.contains("180 bpm and up"))
        XCTAssertEqual(browser.post("/settings/profile", profile + [("max_heart_rate", "")]).status, .seeOther)
        XCTAssertTrue(browser.get(path).text.contains(": 220 minus your age."))
    }

    // MARK: Limits and speed

    /// 256 MiB for a bulk archive (issue 24); a track file sent as it is keeps its 20 MiB.
    func testTheUploadAloneTakesABulkArchivesSize() {
        browser.get("/routes/new")
        let (body, contentType) = TestBrowser.multipart([("csrf_token", browser.csrfToken)],
                                                        file: ("file", "huge.json", Array(repeating: UInt8(ascii: " "), count: (20 << 20) + 1)))
        let cookie = browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let response = app.respond(to: Request(method: .post, target: "/routes", headers: [
            "Host": "localhost", "Cookie": cookie, "Content-Type": contentType, "Content-Length": String(body.count)], body: body))
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("A GPX, TCX, FIT or JSON file is at most 20 MiB"), response.text)
        XCTAssertEqual(browser.admission("/routes").limit, 256 << 20)
        XCTAssertEqual(browser.admission("/routes/1/delete").limit, 1 << 20)
        XCTAssertEqual(browser.admission("/workouts").limit, 1 << 20)
    }

    /// Over a real socket: past 256 MiB the server answers a member 413 before reading the body
    /// (a visitor the login page); a file above the default 1 MiB but under 20 MiB is accepted.
    func testPast256MiBIsA413AndABigTrackUploads() throws {
        let port = try app.start()
        defer { app.server.stop(); app.server.wait() }  // tearDown closes the database
        let cookie = browser.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let tooLarge = try TestClient(port: port)
        try tooLarge.send("POST /routes HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: \((256 << 20) + 1)\r\n\r\n")
        let refused = try tooLarge.readReply()
        XCTAssertEqual(refused.status, 413)
        XCTAssertTrue(refused.text.contains("256 MiB"), refused.text)

        browser.get("/routes/new")
        let start = try XCTUnwrap(ISO8601Time.milliseconds("2024-05-01T07:00:00Z"))
        let points = (0..<12_000).map {
            #"<trkpt lat="47.\#(100_000 + $0)" lon="8.5"><ele>400</ele><time>\#(ISO8601Time.text(milliseconds: start + Int64($0) * 1_000))</time>"#
                + #"<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\#(100 + $0 % 80)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>"#
        }
        let gpx = Array(("<gpx><trk><trkseg>" + points.joined(separator: "\n") + "</trkseg></trk></gpx>").utf8)
        XCTAssertGreaterThan(gpx.count, 2 << 20)
        let (body, contentType) = TestBrowser.multipart([("csrf_token", browser.csrfToken), ("kind", "run")], file: ("file", "big.gpx", gpx))
        let client = try TestClient(port: port, timeout: 30)
        try client.send(Array("POST /routes HTTP/1.1\r\nHost: localhost\r\nCookie: \(cookie)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n\r\n".utf8) + body)
        let accepted = try client.readReply()
        XCTAssertEqual(accepted.status, 303, accepted.text)
        XCTAssertEqual(try app.count("SELECT point_count FROM routes"), 12_000)
    }

    func testTheListQueryReadsTheIndexInOrder() throws {
        let plan = try app.database.trackListQueryPlan()
        XCTAssertTrue(plan.contains("USING INDEX routes_by_user_start"), plan)
        XCTAssertFalse(plan.contains("TEMP B-TREE"), plan)
    }
}
