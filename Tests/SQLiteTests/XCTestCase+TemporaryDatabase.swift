import SQLite
import TestSupport
import XCTest

extension XCTestCase {
    /// A path for a database file in a fresh folder that is removed when the test ends.
    func temporaryDatabasePath() throws -> String {
        let folder = TemporaryFolder(prefix: "sqlite-tests")
        addTeardownBlock { folder.remove() }
        return folder.path + "/test.db"
    }

    func openTemporaryDatabase() throws -> Connection {
        try Connection(path: temporaryDatabasePath())
    }
}
