import Domain
import XCTest

final class BackupFileNameTests: XCTestCase {
    func testTheNameHoldsTheDateAndReadsBack() {
        let date = CalendarDate(iso: "2026-11-23")!
        XCTAssertEqual(BackupFileName.name(for: date), "liftinglog-2026-11-23.sqlite")
        XCTAssertEqual(BackupFileName.date(in: "liftinglog-2026-11-23.sqlite"), date)
    }

    func testOtherFilesAreNotBackups() {
        for name in ["liftinglog-2026-11-23.sqlite.partial-12", "liftinglog-2026-13-01.sqlite", "liftinglog-2026-1-01.sqlite",
                     "notes.txt", "liftinglog-.sqlite", "copy-liftinglog-2026-11-23.sqlite"] {
            XCTAssertNil(BackupFileName.date(in: name), name)
        }
    }
}
