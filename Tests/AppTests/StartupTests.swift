import Glibc
import HTTP
import SQLite
import TestClient
import TestSupport
import XCTest
@testable import App

final class StartupTests: XCTestCase {
    func testDatabaseFileAndFolderAreCreatedOnFirstStart() throws {
        let folder = TestApp.temporaryFolder()
        var config = TestApp.config(folder: folder)
        config.databasePath = folder + "/nested/deeper/app.sqlite"
        let app = try App.make(config: config)
        defer { app.database.close(); TemporaryFolder(existing: folder).remove() }
        XCTAssertEqual(access(config.databasePath, F_OK), 0)
    }

    func testMissingViewsStopsStartUpWithAHint() {
        var config = TestApp.config()
        defer { TestApp.remove(folderOf: config) }
        config.resourcesDirectory = "/tmp/definitely-not-lifting-log"
        XCTAssertThrowsError(try App.make(config: config)) { error in
            XCTAssertTrue("\(error)".contains("--resources"), "\(error)")
        }
    }

    func testDatabaseFromANewerVersionIsRefused() throws {
        let folder = TestApp.temporaryFolder()
        defer { TemporaryFolder(existing: folder).remove() }
        let config = TestApp.config(folder: folder)
        try App.make(config: config).database.close()
        let connection = try Connection(path: config.databasePath)
        try connection.execute("INSERT INTO schema_migrations(version, name, applied_at) VALUES (999, 'future', 'x')")
        connection.close()
        XCTAssertThrowsError(try App.make(config: config)) { error in
            XCTAssertTrue("\(error)".contains("newer version"), "\(error)")
        }
    }

    func testServesOverARealSocketAndStopsGracefully() throws {
        let app = try TestApp.make()
        defer { TestApp.remove(app) }
        let port = try app.start()
        let client = try TestClient(port: port)
        let reply = try client.request("GET", "/")
        XCTAssertEqual(reply.status, 200)
        XCTAssertTrue(reply.text.contains("Lifting Log"))
        app.shutdown()
        XCTAssertThrowsError(try TestClient(port: port))
    }

    func testPortInUseIsAClearError() throws {
        let first = try TestApp.make()
        defer { first.shutdown(); TestApp.remove(first) }
        let port = try first.start()
        let second = try TestApp.make { $0.server.port = port }
        defer { TestApp.remove(second) }
        XCTAssertThrowsError(try second.start()) { error in
            XCTAssertTrue("\(error)".contains("is already in use"), "\(error)")
            XCTAssertTrue("\(error)".contains("--port"), "\(error)")
        }
    }
}
