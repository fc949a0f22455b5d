import SQLite
import Foundation
import XCTest

extension XCTestCase {
    /// A path for a database file in a fresh folder that is removed when the test ends.
    func temporaryDatabasePath() throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sqlite-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock {
            try? FileManager.default.removeItem(at: folder)
        }
        return folder.appendingPathComponent("test.db").path
    }

    func openTemporaryDatabase() throws -> Connection {
        try Connection(path: temporaryDatabasePath())
    }
}
