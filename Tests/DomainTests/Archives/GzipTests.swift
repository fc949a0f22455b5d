import Domain
import TestSupport
import XCTest

/// Strava's bulk export gzips each activity: a .gpx.gz, .tcx.gz or .fit.gz reads as the file
/// it holds, told by its magic bytes; a damaged or cut file and a bomb are refused by name.
final class GzipTests: XCTestCase {
    func testEachKindOfGzippedActivityReadsAsTheFileItHolds() throws {
        let files: [(String, [UInt8], TrackFormat)] = [
            ("gpx", Array(GPXFixture.strava.utf8), .gpx), ("tcx", Array(TCXFixture.twoLaps.utf8), .tcx), ("fit", FITFixture.run(), .fit),
        ]
        for (kind, bytes, format) in files {
            let track = try TrackParser.parse(ArchiveFixture.gzip(bytes))
            XCTAssertEqual(track, try TrackParser.parse(bytes), kind)
            XCTAssertEqual(track.format, format, kind)
        }
    }

    func testItIsToldByItsContentNotItsName() throws {
        // `cat a.gz b.gz` is one gzip file of two members, as gzip(1) reads it.
        let text = Array(GPXFixture.wahoo.utf8)
        let middle = text.count / 2
        let members = ArchiveFixture.gzip(Array(text[..<middle])) + ArchiveFixture.gzip(Array(text[middle...]))
        XCTAssertEqual(try TrackParser.parse(members), try TrackParser.parse(text))
        // Read from the middle of a larger array, as the upload lies in the request's body.
        let body = [0x41, 0x42] + ArchiveFixture.gzip(text) + [0x43]
        XCTAssertEqual(try TrackParser.parse(body[2..<(body.count - 1)]), try TrackParser.parse(text))
    }

    func testACutFileNamesTheByteWhereItEnds() {
        let gzip = ArchiveFixture.gzip(GPXFixture.strava)
        XCTAssertThrowsError(try TrackParser.parse(Array(gzip.prefix(200)))) { error in
            XCTAssertEqual(error as? TrackError, .compressed(.truncated(at: 200)))
            XCTAssertEqual((error as? TrackError)?.message, "the gzip file cannot be read: truncated at byte 200; was the file cut short?")
        }
    }

    func testADamagedFileIsRefused() {
        var gzip = ArchiveFixture.gzip(GPXFixture.strava)
        gzip[gzip.count - 6] ^= 0xFF  // the trailer's CRC-32
        XCTAssertThrowsError(try TrackParser.parse(gzip)) { error in
            guard case .compressed(.corrupt) = error as? TrackError else { return XCTFail("\(error)") }
            XCTAssertTrue((error as? TrackError)?.message.contains("the compressed data is damaged at byte") == true)
        }
    }

    func testABombIsRefusedAfterTwentyTimesItsSize() {
        // 4 MiB of spaces compress about a thousand times.
        let bomb = ArchiveFixture.gzip([UInt8](repeating: 0x20, count: 4 << 20))
        XCTAssertLessThan(bomb.count * 20, 4 << 20)
        var budget = InflateBudget(uploadSize: bomb.count)
        XCTAssertThrowsError(try Gzip.inflate(bomb[...], limit: ActivityArchive.maxFileBytes, budget: &budget)) { error in
            XCTAssertEqual(error as? ArchiveError, .inflatesTooFar(limit: bomb.count * 20))
        }
        XCTAssertLessThanOrEqual(budget.spent, budget.limit, "nothing counted past the limit")
        XCTAssertThrowsError(try TrackParser.parse(bomb)) { error in
            XCTAssertTrue((error as? TrackError)?.message.contains("possible zip bomb") == true, "\(error)")
        }
    }

    func testTheBudgetIsTwentyTimesTheUploadAndOneGiBAtMost() {
        XCTAssertEqual(InflateBudget(uploadSize: 1_000).limit, 20_000)
        XCTAssertEqual(InflateBudget(uploadSize: 200 << 20).limit, 1 << 30)
        XCTAssertEqual(InflateBudget(uploadSize: .max).limit, 1 << 30)
    }

    func testAGzipInsideAGzipIsRefused() {
        XCTAssertThrowsError(try TrackParser.parse(ArchiveFixture.gzip(ArchiveFixture.gzip(GPXFixture.strava)))) { error in
            XCTAssertEqual(error as? TrackError, .compressed(.nested))
        }
    }
}
