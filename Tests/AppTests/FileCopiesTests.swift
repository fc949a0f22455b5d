import Glibc
import XCTest
@testable import App

final class FileCopiesTests: XCTestCase {
    /// Six mappings of a real smaps's shape; only the two unchanged views of files may go.
    private let smaps = """
    55774a977000-55774b709000 r-xp 00000000 fe:00 5735879                    /srv/liftinglog
    Size:              14408 kB
    Rss:                7188 kB
    Anonymous:             0 kB
    VmFlags: rd ex mr mw me sd
    55774b70a000-55774b764000 r--p 00d92000 fe:00 5735879                    /srv/liftinglog
    Size:                360 kB
    Rss:                 360 kB
    Anonymous:           360 kB
    VmFlags: rd mr mw me ac sd
    55774b764000-55774b981000 rw-p 00deb000 fe:00 5735879                    /srv/liftinglog
    Rss:                1204 kB
    Anonymous:           180 kB
    557788f14000-5577890d2000 rw-p 00000000 00:00 0                          [heap]
    Rss:                1440 kB
    Anonymous:          1440 kB
    7f9c09400000-7f9c094c5000 r--p 00000000 fe:00 4467                       /usr/lib/x86_64-linux-gnu/libcrypto.so.3
    Rss:                 788 kB
    Anonymous:             0 kB
    7f9c099cb000-7f9c099d3000 rw-s 00000000 fe:00 91                         /data/liftinglog.sqlite-shm
    Rss:                  32 kB
    Anonymous:             0 kB
    7f9c099d3000-7f9c099d5000 r--p 00000000 fe:00 4470                       /usr/lib/x86_64-linux-gnu/libunused.so
    Rss:                   0 kB
    Anonymous:             0 kB
    7ffdff5e4000-7ffdff5e8000 r--p 00000000 00:00 0                          [vvar]
    Rss:                   0 kB
    7ffdff5e8000-7ffdff5ea000 r-xp 00000000 00:00 0                          [vdso]
    Rss:                   8 kB
    Anonymous:             0 kB
    """

    func testOnlyReadOnlyPrivateFileMappingsWithNoPageOfTheirOwnAreDropped() {
        XCTAssertEqual(FileCopies.droppable(in: smaps), [
            FileCopies.Mapping(start: 0x55774a977000, end: 0x55774b709000, resident: 7188 * 1024),
            FileCopies.Mapping(start: 0x7f9c09400000, end: 0x7f9c094c5000, resident: 788 * 1024),
        ])
    }

    func testATruncatedOrGarbledTextDropsNothingItCannotRead() {
        XCTAssertEqual(FileCopies.droppable(in: ""), [])
        XCTAssertEqual(FileCopies.droppable(in: "zz-55 r-xp 0 0 0 /bin/x\nRss: 8 kB\nAnonymous: 0 kB"), [])
        XCTAssertEqual(FileCopies.droppable(in: "2000-1000 r-xp 0 0 0 /bin/x\nRss: 8 kB\nAnonymous: 0 kB"), [], "an end before its start")
        XCTAssertEqual(FileCopies.droppable(in: "1000-2000 r-xp 0 0 0 /bin/x\nRss: 8 kB"), [], "no Anonymous line: not known to be unchanged")
        XCTAssertEqual(FileCopies.droppable(in: "1000-2000 r-xp 0 0 0 /bin/x\nRss: 8 kB\nAnonymous: 4 kB"), [])
        XCTAssertEqual(FileCopies.droppable(in: "1000-2000 r-xp 0 0 0 /bin/x\nRss: 8 kB\nAnonymous: 0 kB"),
                       [FileCopies.Mapping(start: 0x1000, end: 0x2000, resident: 8192)])
    }

    /// The test process itself: its code stays usable and its resident file pages shrink.
    func testReleasingThisProcessesFileCopiesShrinksItsResidentFilePagesAndItRunsOn() throws {
        let before = try residentFileKilobytes()
        let released = FileCopies.release()
        let after = try residentFileKilobytes()
        XCTAssertGreaterThan(released, 0)
        XCTAssertLessThan(after, before, "RssFile \(before) kB before, \(after) kB after")
        XCTAssertEqual((1...100).reduce(0, +), 5050)
        XCTAssertEqual(String(describing: FileCopies.droppable(in: smaps).count), "2")
    }

    /// What an idle server's last loop asks before it sleeps: the release on a thread of its
    /// own, a moment later, while the asking thread goes on.
    func testTheReleaserDropsTheFileCopiesOnItsOwnThread() throws {
        let before = try residentFileKilobytes()
        let asked = Date()
        FileCopyReleaser.request()
        XCTAssertLessThan(Date().timeIntervalSince(asked), Double(FileCopyReleaser.delay) / 1_000_000, "asking does not wait")
        var after = before
        for _ in 0..<50 where after >= before {
            usleep(20_000)
            after = try residentFileKilobytes()
        }
        XCTAssertLessThan(after, before, "RssFile \(before) kB before, \(after) kB after")
    }

    private func residentFileKilobytes() throws -> Int {
        let status = try XCTUnwrap(ProcessFigures.text(of: "/proc/self/status"))
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("RssFile:") })
        return try XCTUnwrap(Int(line.split(separator: " ", omittingEmptySubsequences: true)[1]))
    }
}
