import Storage
import XCTest

final class ServerSecretTests: StorageTestCase {
    func testTheFirstCandidateIsKeptAcrossReopening() throws {
        let first = [UInt8](repeating: 1, count: 32)
        XCTAssertEqual(try database.serverSecret(named: "device-cookie", candidate: first), first)
        XCTAssertEqual(try database.serverSecret(named: "device-cookie", candidate: [UInt8](repeating: 2, count: 32)), first)
        database.close()
        let reopened = try Database(path: path)
        defer { reopened.close() }
        XCTAssertEqual(try reopened.serverSecret(named: "device-cookie", candidate: [UInt8](repeating: 3, count: 32)), first)
        XCTAssertEqual(try reopened.serverSecret(named: "other", candidate: [UInt8](repeating: 4, count: 32)), [UInt8](repeating: 4, count: 32))
    }

    func testAShortSecretIsRefused() {
        XCTAssertThrowsError(try database.serverSecret(named: "weak", candidate: [1, 2, 3]))
    }
}
