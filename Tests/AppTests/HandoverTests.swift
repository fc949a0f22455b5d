import XCTest
@testable import App

final class HandoverTests: XCTestCase {
    func testTheServerProcessReadsBackWhatTheSupervisorPassed() throws {
        let entries = Handover(listener: 5, supervisor: 4242, crashRecord: 6).environment(adding: ["LIFTINGLOG_PORT": "9000"])
        let environment = Dictionary(uniqueKeysWithValues: entries.map {
            let pair = $0.split(separator: "=", maxSplits: 1)
            return (String(pair[0]), String(pair[1]))
        })
        XCTAssertEqual(environment["LIFTINGLOG_PORT"], "9000", "the supervisor's own environment, kept")
        let handover = try XCTUnwrap(Handover(environment: environment))
        XCTAssertEqual(handover.listener, 5)
        XCTAssertEqual(handover.supervisor, 4242)
        XCTAssertEqual(handover.crashRecord, 6)
        XCTAssertNil(Handover(environment: ["LIFTINGLOG_PORT": "9000"]), "a process no supervisor started")
    }
}
