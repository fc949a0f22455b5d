import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// Issue 24, beside the other route tests: a .gz of one activity, and a .zip bulk export of many, uploaded on the route
/// form: each activity becomes a route (the same track twice is one), and the report names
/// what was imported, what was there already and what was refused and why.
extension TrackPagesTests {
    private func trackCount() throws -> Int { try app.count("SELECT count(*) FROM routes") }

    /// The report's list of `name` ("imported", "already", "refused"): its items' text.
    private func items(_ name: String, in page: String) -> [String] {
        guard let start = page.range(of: #"data-list="\#(name)">"#) else { return [] }
        let rest = page[start.upperBound...]
        let list = rest.range(of: "</ul>").map { rest[..<$0.lowerBound] } ?? rest
        return list.components(separatedBy: "<li>").dropFirst().map { $0.replacingOccurrences(of: "</li>", with: "").trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    func testEachKindOfGzippedFileBecomesARoute() throws {
        let files: [(String, [UInt8], String)] = [
            ("1.gpx.gz", ArchiveFixture.gzip(GPXFixture.garminConnect), "<h1>Lakeside Running</h1>"),
            ("2.tcx.gz", ArchiveFixture.gzip(TCXFixture.twoLaps), "<h1>"),
            ("3.fit.gz", ArchiveFixture.gzip(FITFixture.run()), "<h1>Run, "),
        ]
        for (name, bytes, heading) in files {
            let response = upload(bytes, name: name)
            XCTAssertEqual(response.status, .seeOther, name + response.text)
            let page = browser.get(try XCTUnwrap(response.headers["Location"])).text
            XCTAssertTrue(page.contains(heading), name)
        }
        XCTAssertEqual(try trackCount(), 3)
        let cut = upload(Array(ArchiveFixture.gzip(GPXFixture.strava).prefix(100)), name: "4.gpx.gz")
        XCTAssertEqual(cut.status, .unprocessableContent)
        XCTAssertTrue(cut.text.contains("the gzip file cannot be read: truncated at byte 100; was the file cut short?"), cut.text)
    }

    func testTheSameFileTwiceIsOneRouteAndSaysSo() throws {
        let first = upload(Array(GPXFixture.wahoo.utf8), name: "ride.gpx", kind: "ride")
        let path = try XCTUnwrap(first.headers["Location"])
        let again = upload(ArchiveFixture.gzip(GPXFixture.wahoo), name: "ride.gpx.gz")
        XCTAssertEqual(again.status, .ok)
        XCTAssertTrue(again.text.contains("<h1>Already there</h1>"), again.text)
        XCTAssertEqual(output("already", in: again.text), "1")
        XCTAssertEqual(output("imported", in: again.text), "0")
        XCTAssertEqual(items("already", in: again.text).count, 1)
        XCTAssertTrue(items("already", in: again.text)[0].contains(#"ride.gpx.gz</span> is <a href="\#(path)">"#), again.text)
        XCTAssertEqual(try trackCount(), 1)
    }

    func testABulkExportImportsEveryActivityAndReportsEachFile() throws {
        upload(Array(GPXFixture.osmAnd.utf8), name: "dunes.gpx")
        let bytes = ArchiveFixture.zip([
            .folder("activities"),
            .init("activities/101.gpx.gz", ArchiveFixture.gzip(GPXFixture.garminConnect), deflated: false),
            .init("activities/102.fit", FITFixture.run()),
            .init("activities/103.tcx.gz", ArchiveFixture.gzip(TCXFixture.twoLaps), deflated: false),
            .init("activities/104.gpx", GPXFixture.garminConnect),
            .init("activities/105.gpx", GPXFixture.osmAnd),
            .init("activities/106.fit", Array(FITFixture.run().prefix(60))),
            .init("activities/107.gpx", Array(GPXFixture.strava.utf8), recordedCRC: 0x1234_5678),
            .init("activities.csv", "Activity ID,Activity Name\n101,Lakeside\n"),
        ])
        let response = upload(bytes, name: "export_12345.zip", subtitle: "From Strava")
        XCTAssertEqual(response.status, .ok, response.text)
        let page = response.text
        XCTAssertTrue(page.contains("<h1>Archive imported</h1>"))
        XCTAssertEqual(output("imported", in: page), "3")
        XCTAssertEqual(output("already", in: page), "2", "104 repeats 101; 105 is the route uploaded before")
        XCTAssertEqual(output("refused", in: page), "2")
        XCTAssertTrue(page.contains("2 other files and folders (CSVs, photos, …) left aside"), "the folder and the CSV")

        let imported = items("imported", in: page)
        XCTAssertEqual(imported.count, 3)
        XCTAssertTrue(imported[0].contains(">Lakeside Running</a> <span class=\"muted\">activities/101.gpx.gz</span>"), imported[0])
        XCTAssertNotNil(imported[1].range(of: #">Run, \w{3} \d{1,2} \w{3} \d\d:\d\d</a>"#, options: .regularExpression),
                        "a FIT file without a name is titled by its kind, day and time: \(imported[1])")
        let lakeside = try XCTUnwrap(imported[0].range(of: #"/routes/\d+"#, options: .regularExpression).map { String(imported[0][$0]) })
        XCTAssertTrue(browser.get(lakeside).text.contains("From Strava"), "the form's subtitle on each route")
        let already = items("already", in: page)
        XCTAssertTrue(already[0].contains(#"activities/104.gpx</span> is <a href="\#(lakeside)">Lakeside Running</a>"#), already[0])
        XCTAssertTrue(already[1].contains("activities/105.gpx</span> is <a href="), already[1])
        XCTAssertEqual(items("refused", in: page), [
            "activities/106.fit: not a FIT file this app can read: byte 60: the file ends too early; was it cut short?",
            "activities/107.gpx: its CRC-32 is \(String(format: "%08X", ArchiveFixture.crc32(Array(GPXFixture.strava.utf8)))), the archive recorded 12345678; the file is damaged",
        ])
        XCTAssertEqual(try trackCount(), 4)
        XCTAssertEqual(try app.count("SELECT count(*) FROM imports WHERE state = 'visible' AND added = 3 AND already = 2 AND rejected = 2"), 1)
        XCTAssertTrue(browser.get("/routes").text.contains("Lakeside Running"))

        // The same archive again adds nothing.
        let again = upload(bytes, name: "export_12345.zip")
        XCTAssertEqual(output("imported", in: again.text), "0")
        XCTAssertEqual(output("already", in: again.text), "5")
        XCTAssertEqual(try trackCount(), 4)
    }

    /// Strava's `activities.csv` names each activity and gives its type: the routes take those
    /// over their files' own and the form's kind.
    func testAStravaExportsRoutesTakeTheirNamesAndKindsFromItsActivityList() throws {
        let bytes = ArchiveFixture.zip([
            .init("activities/101.gpx.gz", ArchiveFixture.gzip(GPXFixture.garminConnect), deflated: false),
            .init("activities/102.fit", FITFixture.run()),
            .init("activities/103.fit", FITFixture.indoorRide()),
            .init("activities.csv", """
                Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Filename
                101,"Mar 1, 2024, 7:02:11 AM","Lunch <b>hills</b>, again",Hike,,1800,activities/101.gpx.gz
                103,"Mar 2, 2024, 6:15:00 PM",Trainer intervals,Virtual Ride,,3600,activities/103.fit

                """),
        ])
        let page = upload(bytes, name: "export_12345.zip").text
        XCTAssertEqual(output("imported", in: page), "3", page)
        let imported = items("imported", in: page)
        XCTAssertTrue(imported[0].contains(">Lunch &lt;b&gt;hills&lt;/b&gt;, again</a>"), imported[0])
        XCTAssertTrue(imported[1].contains(">Run, "), "not listed: titled by its kind, day and time, \(imported[1])")
        XCTAssertTrue(imported[2].contains(">Trainer intervals</a>"), imported[2])
        XCTAssertEqual(try TestSupport.text("SELECT group_concat(kind || '=' || indoor, ';') FROM (SELECT * FROM routes ORDER BY id)",
                                            in: app.config.databasePath),
                       "hike=0;run=0;ride=1", "Strava's Virtual Ride is an indoor ride")
    }

    func testAZipBombIsRefusedWholeAndStoresNothing() throws {
        let spaces = [UInt8](repeating: 0x20, count: 6 << 20)
        let honest = ArchiveFixture.zip([.init("activities/1.gpx", GPXFixture.strava), .init("activities/2.gpx", spaces)])
        let lying = ArchiveFixture.zip([.init("activities/1.gpx", GPXFixture.strava)] + (1...4).map {
            .init("activities/\($0 + 1).gpx.gz", ArchiveFixture.gzip(spaces), deflated: false)
        })
        for bytes in [honest, lying] {
            let response = upload(bytes, name: "bomb.zip")
            XCTAssertEqual(response.status, .unprocessableContent)
            XCTAssertTrue(response.text.contains("The archive cannot be read: it inflates to more than"), response.text)
            XCTAssertTrue(response.text.contains("so it was refused as a possible zip bomb; nothing was imported."))
            XCTAssertEqual(try trackCount(), 0, "the first activity, written before the bomb showed, is undone")
            XCTAssertEqual(try app.count("SELECT count(*) FROM imports"), 0)
        }
    }

    func testATruncatedArchiveIsRefusedWithItsReason() throws {
        let bytes = ArchiveFixture.zip([.init("activities/1.gpx", GPXFixture.strava)])
        let response = upload(Array(bytes.dropLast(8)), name: "export.zip")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("The archive cannot be read: no zip directory at its end: not a zip file, or cut short."), response.text)
        XCTAssertEqual(try trackCount(), 0)
    }

    func testALargeTrackFileMustComeCompressed() throws {
        let large = Array(GPXFixture.strava.utf8) + [UInt8](repeating: 0x20, count: TrackPages.trackLimit)
        let response = upload(large, name: "big.gpx")
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("A GPX, TCX, FIT or JSON file is at most 20 MiB; send a larger one as a .gz or in a .zip."))
        // Gzipped, the 20 MiB rule is not the one that applies: these spaces inflate past 20
        // times the upload.
        let gzipped = upload(ArchiveFixture.gzip(large), name: "big.gpx.gz").text
        XCTAssertFalse(gzipped.contains("at most 20 MiB"))
        XCTAssertTrue(gzipped.contains("so it was refused as a possible zip bomb"), gzipped)
    }

    /// Real exports of other apps (`shared/fixtures/real/routes`, never copied in): each one
    /// zipped and gzipped in memory, and the archive imported as a bulk export would be.
    func testRealFilesZippedAndGzippedImportAsTheyDoAlone() throws {
        let folder = SharedFixture.folder("real/routes")
        guard let folder, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw XCTSkip("the shared fixtures (../shared/fixtures/real/routes) are not beside this repository")
        }
        var entries: [ArchiveFixture.Entry] = []
        var readable = Set<[UInt8]>()
        for name in names.sorted() where [".gpx", ".tcx", ".fit"].contains(where: name.hasSuffix) {
            let bytes = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name)).map { $0 }
            if let track = try? TrackParser.parse(bytes) { readable.insert(track.packed) }
            entries.append(entries.count.isMultiple(of: 2) ? .init("activities/" + name + ".gz", ArchiveFixture.gzip(bytes), deflated: false)
                                                          : .init("activities/" + name, bytes))
        }
        XCTAssertGreaterThan(entries.count, 10)
        let response = upload(ArchiveFixture.zip(entries), name: "export.zip")
        XCTAssertEqual(response.status, .ok, response.text)
        XCTAssertEqual(output("imported", in: response.text), "\(readable.count)", "each distinct track once")
        XCTAssertEqual(try trackCount(), readable.count)
        let refused = items("refused", in: response.text)
        XCTAssertEqual(Int(output("refused", in: response.text) ?? ""), refused.count)
        XCTAssertEqual(Int(output("already", in: response.text) ?? "") ?? -1, entries.count - readable.count - refused.count)
    }
}
