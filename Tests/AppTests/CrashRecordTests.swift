import HTTP
import XCTest
@testable import App

/// What the server process writes in the record its supervisor shares, and what the
/// supervisor makes of it after a crash.
final class CrashRecordTests: XCTestCase {
    private static func request(_ target: String, session: String? = nil) -> Request {
        var request = Request(method: .get, target: target, headers: session.map { ["Cookie": "csrf=x; session=\($0).secretpart"] } ?? [:])
        request.remoteAddress = "192.0.2.7"
        return request
    }

    func testTheCrashingThreadsRequestIsTheCulpritWithWhoAskedIt() throws {
        let record = try CrashRecord.create()
        let crashGuard = CrashGuard(record: record) { _ in nil }
        XCTAssertNotNil(crashGuard.begin(Self.request("/routes/7?x=1", session: "AdaSessionId0123456789"), path: "/routes/7"))
        crashGuard.noteSession("AdaSessionId0123456789")
        XCTAssertNil(record.culprit, "nothing crashed yet")
        CrashSignals.blameThisThread(in: record.memory)
        XCTAssertEqual(record.culprit, RequestKey(method: .get, path: "/routes/7", session: "AdaSessionId0123456789", address: "192.0.2.7"))
        record.clearSlots()
        XCTAssertNil(record.culprit)
    }

    func testARequestThatEndedIsNotBlamedNorOneOnAnotherThread() throws {
        let record = try CrashRecord.create()
        let crashGuard = CrashGuard(record: record) { _ in nil }
        crashGuard.begin(Self.request("/"), path: "/")?.end()
        let otherThread = Thread { _ = crashGuard.begin(Self.request("/workouts"), path: "/workouts") }
        otherThread.start()
        try waitUntil(timeout: 5, "the other thread's request") { record.slot(1).load(as: UInt64.self) == CrashRecord.busy }
        CrashSignals.blameThisThread(in: record.memory)
        XCTAssertNil(record.culprit, "the crashing thread was serving nothing")
    }

    func testAStaticFileOrAMadeUpCookieCountsAsAVisitor() throws {
        let record = try CrashRecord.create()
        let crashGuard = CrashGuard(record: record) { _ in nil }
        _ = crashGuard.begin(Self.request("/css/app.css", session: "AdaSessionId0123456789"), path: "/css/app.css")
        CrashSignals.blameThisThread(in: record.memory)
        XCTAssertEqual(record.culprit?.session, nil, "no page read the session: a static file is everyone's")
        XCTAssertNil(RequestKey.session(cookie: "not-a-session"))
        XCTAssertNil(RequestKey.session(cookie: "x.y"))
    }

    func testTheNextServerProcessReadsTheQuarantineTheSupervisorWrote() throws {
        let record = try CrashRecord.create()
        let key = RequestKey(method: .post, path: "/history/import", session: "AdaSessionId0123456789", address: "2001:db8::1")
        let visitor = RequestKey(method: .post, path: "/signup", session: nil, address: "192.0.2.7")
        record.quarantine.add(key, now: CrashRecord.now())
        record.quarantine.add(visitor, now: CrashRecord.now())
        let inherited = try CrashRecord.inherited(dup(record.descriptor))
        XCTAssertEqual(inherited.quarantine.entries.map(\.key), [key, visitor])
        XCTAssertEqual(inherited.quarantine.entries.map(\.asker), [nil, nil], "not looked up yet")
        XCTAssertEqual(CrashGuard(record: inherited) { _ in .member(42, isNew: true) }.quarantine.entries.map(\.asker),
                       [.member(42, isNew: true), .visitor])
        XCTAssertEqual(record.quarantine.entries.map(\.asker), [.member(42, isNew: true), .visitor], "kept for the processes after")
    }
}
