import Domain
import TestSupport
import XCTest

/// The zip reader: its central directory, stored and deflated entries, ZIP64, and every way
/// an archive can be damaged, each refused with what and where.
final class ZipArchiveTests: XCTestCase {
    private let gpx = Array(GPXFixture.strava.utf8)

    private func contents(_ archive: ZipArchive, _ index: Int, limit: Int = 1 << 20) throws -> [UInt8] {
        var budget = InflateBudget(uploadSize: 1 << 20)
        return Array(try archive.contents(of: archive.entries[index], limit: limit, budget: &budget))
    }

    private func error(_ archive: ZipArchive, _ index: Int) -> ArchiveError? {
        do {
            _ = try contents(archive, index)
            return nil
        } catch {
            return error as? ArchiveError
        }
    }

    func testStoredAndDeflatedEntriesReadBackInTheDirectorysOrder() throws {
        let bytes = ArchiveFixture.zip([
            .folder("activities"), .init("activities/1.gpx", gpx), .init("activities/2.fit", FITFixture.run(), deflated: false),
        ])
        XCTAssertTrue(ZipArchive.isZip(bytes[...]))
        let archive = try ZipArchive(bytes[...])
        XCTAssertEqual(archive.entries.map(\.name), ["activities/", "activities/1.gpx", "activities/2.fit"])
        XCTAssertEqual(archive.entries.map(\.isDirectory), [true, false, false])
        XCTAssertEqual(try contents(archive, 1), gpx)
        XCTAssertEqual(try contents(archive, 2), FITFixture.run())
        XCTAssertEqual(archive.entries[1].size, gpx.count)
    }

    func testZIP64RecordsAreRead() throws {
        let archive = try ZipArchive(ArchiveFixture.zip([.init("a.gpx", gpx), .init("b.tcx", TCXFixture.twoLaps)], zip64: true)[...])
        XCTAssertEqual(archive.entries.map(\.name), ["a.gpx", "b.tcx"])
        XCTAssertEqual(try contents(archive, 0), gpx)
        XCTAssertEqual(try contents(archive, 1), Array(TCXFixture.twoLaps.utf8))
    }

    func testACRCMismatchIsRefused() throws {
        let right = ArchiveFixture.crc32(gpx)
        let archive = try ZipArchive(ArchiveFixture.zip([.init("a.gpx", gpx, recordedCRC: right ^ 1)])[...])
        XCTAssertEqual(error(archive, 0), .checksum(recorded: right ^ 1, computed: right))
        XCTAssertTrue(ArchiveError.checksum(recorded: 0xDEAD_BEEF, computed: 0x1234).message.contains("CRC-32 is 00001234, the archive recorded DEADBEEF"))
    }

    func testASizeOtherThanRecordedIsRefusedWithoutInflatingPastIt() throws {
        let archive = try ZipArchive(ArchiveFixture.zip([
            .init("small.gpx", gpx, recordedSize: 100), .init("large.gpx", gpx, recordedSize: gpx.count + 5),
            .init("stored.gpx", gpx, deflated: false, recordedSize: 10),
        ])[...])
        XCTAssertEqual(error(archive, 0), .size(recorded: 100, found: nil), "stops soon past the record")
        XCTAssertEqual(error(archive, 1), .size(recorded: gpx.count + 5, found: gpx.count))
        XCTAssertEqual(error(archive, 2), .size(recorded: 10, found: gpx.count))
    }

    func testATruncatedArchiveIsRefused() throws {
        let bytes = ArchiveFixture.zip([.init("a.gpx", gpx)])
        XCTAssertThrowsError(try ZipArchive(bytes.dropLast(10))) { error in
            XCTAssertEqual(error as? ArchiveError, .noDirectory)
            XCTAssertEqual((error as? ArchiveError)?.message, "no zip directory at its end: not a zip file, or cut short")
        }
        // The directory whole, but an entry's data said to run past the archive's end.
        var longer = bytes
        let directory = Int(bytes[bytes.count - 6]) | Int(bytes[bytes.count - 5]) << 8
        longer.replaceSubrange((directory + 20)..<(directory + 24), with: ArchiveFixture.le(1 << 20, 4))
        let archive = try ZipArchive(longer[...])
        XCTAssertEqual(error(archive, 0), .truncated(at: bytes.count))
        XCTAssertEqual(ArchiveError.truncated(at: 4_096).message, "truncated at byte 4,096; was the file cut short?")
    }

    func testEncryptedEntriesAndOtherMethodsAreRefusedWithAReason() throws {
        var encrypted = ArchiveFixture.Entry("secret.gpx", gpx)
        encrypted.flags = 1
        var bzip2 = ArchiveFixture.Entry("b.gpx", gpx)
        bzip2.method = 12
        let archive = try ZipArchive(ArchiveFixture.zip([encrypted, bzip2])[...])
        XCTAssertEqual(error(archive, 0), .encrypted)
        XCTAssertEqual(ArchiveError.encrypted.message, "it is encrypted; export it again without a password")
        XCTAssertEqual(error(archive, 1), .method(12))
    }

    func testTheEntriesAndNamesAreCapped() {
        let many = ArchiveFixture.zip((0...ZipArchive.maxEntries).map { .init("\($0).csv", [], deflated: false) })
        XCTAssertThrowsError(try ZipArchive(many[...])) { XCTAssertEqual($0 as? ArchiveError, .tooManyEntries(limit: 20_000)) }
        let long = ArchiveFixture.zip([.init(String(repeating: "a", count: 1_025), [], deflated: false)])
        XCTAssertThrowsError(try ZipArchive(long[...])) { XCTAssertEqual($0 as? ArchiveError, .nameTooLong(limit: 1_024)) }
    }

    func testADirectoryPointingNowhereIsRefused() throws {
        let bytes = ArchiveFixture.zip([.init("a.gpx", gpx)])
        // The end record's directory offset moved one byte on.
        var moved = bytes
        let directory = Int(bytes[bytes.count - 6]) | Int(bytes[bytes.count - 5]) << 8
        moved.replaceSubrange((bytes.count - 6)..<(bytes.count - 2), with: ArchiveFixture.le(directory + 1, 4))
        XCTAssertThrowsError(try ZipArchive(moved[...])) { XCTAssertEqual($0 as? ArchiveError, .badHeader(at: directory + 1)) }
        XCTAssertThrowsError(try ZipArchive(Array("not a zip at all".utf8)[...])) { XCTAssertEqual($0 as? ArchiveError, .noDirectory) }
    }
}
