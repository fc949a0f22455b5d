import Domain
import TestSupport
import XCTest

/// A bulk export read activity by activity: what becomes a track, what is refused and why,
/// what is left aside, and the zip bombs refused whole.
final class ActivityArchiveTests: XCTestCase {
    private func read(_ bytes: [UInt8]) throws -> (tracks: [String: Track], refused: [String: String], ignored: Int) {
        var budget = InflateBudget(uploadSize: bytes.count)
        var tracks: [String: Track] = [:], refused: [String: String] = [:]
        let ignored = try ActivityArchive.read(bytes[...], budget: &budget) { item in
            switch item {
            case let .track(track, name, _): tracks[name] = track
            case let .refused(name, reason): refused[name] = reason
            }
        }
        return (tracks, refused, ignored)
    }

    func testAStravaExportsActivitiesAreReadAndTheRestLeftAside() throws {
        let bytes = ArchiveFixture.zip([
            .folder("activities"),
            .init("activities/101.gpx.gz", ArchiveFixture.gzip(GPXFixture.strava), deflated: false),
            .init("activities/102.tcx.gz", ArchiveFixture.gzip(TCXFixture.twoLaps), deflated: false),
            .init("activities/103.fit.gz", ArchiveFixture.gzip(FITFixture.run()), deflated: false),
            .init("activities/104.FIT", FITFixture.indoorRide()),
            .init("activities/105.fit", Array(FITFixture.run().prefix(60))),
            .init("activities/106.gpx", "<gpx><trk><trkseg></trkseg></trk></gpx>"),
            .init("activities.csv", "Activity ID,Activity Date\n101,\"Mar 1, 2024\"\n"),
            .init("profile.json", "{\"name\": \"A. Runner\"}"),
            .init("media/1.jpg", [0xFF, 0xD8, 0xFF]),
            .init("__MACOSX/activities/._101.gpx.gz", [0, 5, 22, 7]),
            .init("DI_CONNECT/UploadedFiles_0-_Part1.zip", ArchiveFixture.zip([.init("1.fit", FITFixture.run())])),
        ])
        let (tracks, refused, ignored) = try read(bytes)
        XCTAssertEqual(tracks["activities/101.gpx.gz"], try TrackParser.parse(Array(GPXFixture.strava.utf8)))
        XCTAssertEqual(tracks["activities/102.tcx.gz"]?.format, .tcx)
        XCTAssertEqual(tracks["activities/103.fit.gz"], try TrackParser.parse(FITFixture.run()))
        XCTAssertEqual(tracks["activities/104.FIT"]?.hasPositions, false, "an indoor ride")
        XCTAssertEqual(tracks.count, 4)
        XCTAssertEqual(refused["activities/105.fit"], "not a FIT file this app can read: byte 60: the file ends too early; was it cut short?")
        XCTAssertEqual(refused["activities/106.gpx"], "no points")
        XCTAssertEqual(refused["DI_CONNECT/UploadedFiles_0-_Part1.zip"], "an archive inside the archive; unpack it and upload it on its own")
        XCTAssertEqual(refused.count, 3)
        XCTAssertEqual(ignored, 5, "the folder, the CSV, the JSON, the photo and the Finder's copy")
    }

    func testABrokenEntryIsRefusedAndTheOthersStillRead() throws {
        let gpx = Array(GPXFixture.wahoo.utf8)
        var damaged = ArchiveFixture.gzip(GPXFixture.strava)
        damaged.removeLast(30)
        let bytes = ArchiveFixture.zip([
            .init("a.gpx", gpx, recordedCRC: ArchiveFixture.crc32(gpx) ^ 0xFF), .init("b.gpx.gz", damaged, deflated: false), .init("c.gpx", gpx),
        ])
        let (tracks, refused, _) = try read(bytes)
        XCTAssertEqual(Array(tracks.keys), ["c.gpx"])
        XCTAssertTrue(refused["a.gpx"]?.hasPrefix("its CRC-32 is ") == true, refused["a.gpx"] ?? "")
        XCTAssertTrue(refused["b.gpx.gz"]?.hasPrefix("the gzip file cannot be read: truncated at byte") == true, refused["b.gpx.gz"] ?? "")
    }

    func testABombWithAnHonestHeaderIsRefusedBeforeInflating() {
        let bomb = ArchiveFixture.zip([.init("activities/1.gpx", [UInt8](repeating: 0x20, count: 8 << 20))])
        XCTAssertLessThan(bomb.count * 20, 8 << 20, "a ratio of more than 20")
        var budget = InflateBudget(uploadSize: bomb.count)
        XCTAssertThrowsError(try ActivityArchive.read(bomb[...], budget: &budget) { _ in XCTFail("nothing is read") }) { error in
            XCTAssertEqual(error as? ArchiveError, .inflatesTooFar(limit: bomb.count * 20))
        }
        XCTAssertEqual(budget.spent, 0)
    }

    func testABombThatLiesInItsHeaderStopsOneStepPastItsRecord() throws {
        let bomb = ArchiveFixture.zip([.init("activities/1.gpx", [UInt8](repeating: 0x20, count: 8 << 20), recordedSize: 1_000)])
        let (tracks, refused, _) = try read(bomb)
        XCTAssertTrue(tracks.isEmpty)
        XCTAssertEqual(refused["activities/1.gpx"], "it inflates to more than the 1,000 bytes the archive recorded")
    }

    func testGzippedBombsInsideTheArchiveAreCountedTogether() {
        // Each gzip alone is small and under its own limit; together they pass the upload's 20 times.
        let gzip = ArchiveFixture.gzip([UInt8](repeating: 0x20, count: 2 << 20))
        let bytes = ArchiveFixture.zip((1...8).map { .init("activities/\($0).gpx.gz", gzip, deflated: false) })
        XCTAssertThrowsError(try read(bytes)) { error in
            XCTAssertEqual(error as? ArchiveError, .inflatesTooFar(limit: bytes.count * 20))
            XCTAssertTrue((error as? ArchiveError)?.message.contains("refused as a possible zip bomb; nothing was imported") == true)
        }
    }

    func testAnArchivedRouteIsTitledByItsTrackElseItsKindAndStart() throws {
        let fields = try ArchiveFields.parse(subtitle: " Commute ", kind: "ride").get()
        let untitled: TrackInput.Namer = { label, start in "\(label) at \(start.map(String.init) ?? "?")" }
        let named = TrackInput.archived(try TrackParser.parse(Array(GPXFixture.strava.utf8)), listed: nil, fields: fields, untitled: untitled)
        XCTAssertEqual(named.title, "Evening Run & Hills")
        XCTAssertEqual(named.subtitle, "Commute")
        XCTAssertEqual(named.kind, .run, "the file's type (Strava's 9) over the form's")
        let unnamed = TrackInput.archived(try TrackParser.parse(FITFixture.run()), listed: nil, fields: fields, untitled: untitled)
        XCTAssertEqual(unnamed.title, "Ride at \(631_065_600 + 999_999_999)", "no name nor sport anywhere: the form's kind and the start")
        let listed = TrackInput.archived(try TrackParser.parse(Array(GPXFixture.strava.utf8)), listed: .init(name: "Listed\nname", sport: FileSport(kind: .hike)),
                                         fields: fields, untitled: untitled)
        XCTAssertEqual([listed.title, listed.kind.rawValue], ["Listed name", "hike"], "the list's name and type over the file's and the form's")
        let virtual = TrackInput.archived(try TrackParser.parse(FITFixture.run()), listed: .init(name: "", sport: FileSport(named: "Virtual Ride")),
                                          fields: fields, untitled: untitled)
        XCTAssertEqual([virtual.title, virtual.kind.rawValue], ["Indoor ride at \(631_065_600 + 999_999_999)", "ride"])
        XCTAssertTrue(virtual.indoor)
        let blank = TrackInput.archived(try TrackParser.parse(Array(GPXFixture.strava.utf8)), listed: .init(name: "", sport: nil), fields: fields, untitled: untitled)
        XCTAssertEqual([blank.title, blank.kind.rawValue], ["Evening Run & Hills", "run"])
        XCTAssertThrowsError(try ArchiveFields.parse(subtitle: nil, kind: "swim").get())
        XCTAssertNil(try ArchiveFields.parse(subtitle: nil, kind: "").get().kind, "as in the file")
    }
}
