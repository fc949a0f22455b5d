import Foundation
import Synchronization
import SQLite
import XCTest
@testable import App

/// `FolderWrites`: a key noted on a thread is seen as unchanged until anything is written in
/// the folder, by this process or another, and each thread learns of a write for itself.
final class FolderWritesTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "folder-writes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String) throws {
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
    }

    func testANotedKeyHoldsUntilSomethingIsWritten() throws {
        let writes = FolderWrites(folder: folder, database: "db.sqlite")
        let first = try XCTUnwrap(writes.now(), "inotify is there on Linux")
        XCTAssertFalse(first.saw("session"), "never noted")
        first.note("session")
        XCTAssertTrue(try XCTUnwrap(writes.now()).saw("session"))
        XCTAssertFalse(try XCTUnwrap(writes.now()).saw("other"))
        try write("db.sqlite-wal")
        let after = try XCTUnwrap(writes.now())
        XCTAssertFalse(after.saw("session"), "a write since")
        after.note("session")
        XCTAssertTrue(try XCTUnwrap(writes.now()).saw("session"), "noted again")
    }

    /// A commit of another connection, as another process makes it, moves the folder.
    func testACommitElsewhereIsSeen() throws {
        let path = folder + "/db.sqlite"
        let other = try Connection(path: path)
        try other.execute("PRAGMA journal_mode=WAL")
        try other.execute("CREATE TABLE t(x)")
        let writes = FolderWrites(folder: folder, database: "db.sqlite")
        try XCTUnwrap(writes.now()).note("session")
        XCTAssertTrue(try XCTUnwrap(writes.now()).saw("session"))
        try other.execute("INSERT INTO t VALUES (1)")
        XCTAssertFalse(try XCTUnwrap(writes.now()).saw("session"), "the commit wrote the WAL before it returned")
    }

    /// The events one thread reads are its own: another thread still learns of the write.
    func testEachThreadLearnsOfAWriteForItself() throws {
        let writes = FolderWrites(folder: folder, database: "db.sqlite")
        let noted = expectation(description: "noted on another thread"), asked = expectation(description: "asked again")
        let go = DispatchSemaphore(value: 0)
        let sawThere = Mutex<Bool?>(nil)
        Thread.detachNewThread {
            writes.now()?.note("session")
            noted.fulfill()
            go.wait()
            let saw = writes.now()?.saw("session")
            sawThere.withLock { $0 = saw }
            asked.fulfill()
        }
        wait(for: [noted], timeout: 5)
        try XCTUnwrap(writes.now()).note("session")
        try write("db.sqlite-wal")
        XCTAssertFalse(try XCTUnwrap(writes.now()).saw("session"), "this thread read the event")
        go.signal()
        wait(for: [asked], timeout: 5)
        XCTAssertEqual(sawThere.withLock { $0 }, false, "and the other thread learned of it too")
    }

    /// Only the database's own files count: a log or a spooled upload written beside it on
    /// every request must not send every request to the database.
    func testOtherFilesInTheFolderDoNotCount() throws {
        let writes = FolderWrites(folder: folder, database: "db.sqlite")
        try XCTUnwrap(writes.now()).note("session")
        for name in ["access.log", "db.log", "backup-db.sqlite"] { try write(name) }
        XCTAssertTrue(try XCTUnwrap(writes.now()).saw("session"), "other files were written")
        for name in ["db.sqlite-journal", "db.sqlite"] {
            try XCTUnwrap(writes.now()).note("session")
            try write("access.log")
            try write(name)
            XCTAssertFalse(try XCTUnwrap(writes.now()).saw("session"), name)
        }
    }

    func testAtMostEightThreadsWatch() throws {
        let writes = FolderWrites(folder: folder, database: "db.sqlite")
        let done = DispatchGroup()
        let watching = Mutex(0)
        for _ in 0..<12 {
            done.enter()
            Thread.detachNewThread {
                if writes.now() != nil { watching.withLock { $0 += 1 } }
                done.leave()
            }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(watching.withLock { $0 }, FolderWrites.maxThreads, "the others ask the database every time")
    }
}
