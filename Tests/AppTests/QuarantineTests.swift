import HTTP
import XCTest
@testable import App

/// The bookkeeping of the crash quarantine: which requests count as the same, and for how long.
final class QuarantineTests: XCTestCase {
    private let ada = "AdaSessionId0123456789"
    private let bob = "BobSessionId0123456789"

    private func key(_ method: HTTPMethod = .get, _ target: String = "/routes/7", session: String?) -> RequestKey {
        RequestKey(method: method, path: Request(method: method, target: target).path, session: session)
    }

    /// Ada's sessions start with "Ada", Bob's with "Bob"; no other session is live.
    private func member(_ session: String) -> Int64? {
        ["Ada": 1, "Bob": 2][String(session.prefix(3))]
    }

    private func refuses(_ quarantine: Quarantine, _ key: RequestKey, at now: Int64) -> Bool {
        quarantine.resolvingMembers(member).entry(for: key, now: now, member: member) != nil
    }

    func testTheSameRequestOfTheSameMemberIsRefusedForTenMinutesThenRunsAgain() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 1_000)
        XCTAssertTrue(refuses(quarantine, key(session: ada), at: 1_000))
        XCTAssertTrue(refuses(quarantine, key(session: ada), at: 1_599), "9 min 59 s later")
        XCTAssertFalse(refuses(quarantine, key(session: ada), at: 1_600), "10 min later")
        XCTAssertTrue(quarantine.mayHold(hash: key(session: nil).hash))
        XCTAssertFalse(quarantine.mayHold(hash: key(.get, "/routes/8", session: nil).hash))
    }

    func testMatchesMethodPathAndUserButNotTheQuery() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        XCTAssertTrue(refuses(quarantine, key(.get, "/routes/7?units=mi", session: ada), at: 1), "another query, same page")
        XCTAssertTrue(refuses(quarantine, key(.head, "/routes/7", session: ada), at: 1), "HEAD runs the GET handler")
        XCTAssertTrue(refuses(quarantine, key(session: "AdaOtherSession98765432"), at: 1), "the same member in another session")
        XCTAssertFalse(refuses(quarantine, key(session: "EndedSession01234567890"), at: 1), "a session that is not live")
        XCTAssertFalse(refuses(quarantine, key(session: bob), at: 1), "another member")
        XCTAssertFalse(refuses(quarantine, key(session: nil), at: 1), "a visitor")
        XCTAssertFalse(refuses(quarantine, key(.post, "/routes/7", session: ada), at: 1), "another method")
        XCTAssertFalse(refuses(quarantine, key(.get, "/routes/70", session: ada), at: 1), "another path")
        XCTAssertFalse(refuses(quarantine, key(.get, "/routes/", session: ada), at: 1), "a shorter path")
    }

    func testAVisitorsCrashIsRefusedToEveryVisitorMadeUpCookiesIncluded() {
        var quarantine = Quarantine()
        quarantine.add(key(session: nil), now: 0)
        XCTAssertTrue(refuses(quarantine, key(session: nil), at: 1))
        XCTAssertTrue(refuses(quarantine, key(session: "MadeUpSession0123456789"), at: 1))
        XCTAssertFalse(refuses(quarantine, key(session: ada), at: 1))
    }

    /// Looked up while the session lived, the member stays refused after logging out and in again.
    func testTheMemberIsKeptOnceLookedUp() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        let resolved = quarantine.resolvingMembers(member)
        XCTAssertEqual(resolved.entries.map(\.member), [1])
        let loggedOut: (String) -> Int64? = { $0 == self.ada ? nil : self.member($0) }
        XCTAssertNotNil(resolved.entry(for: key(session: "AdaNewSession0123456789"), now: 1, member: loggedOut))
        XCTAssertNil(resolved.entry(for: key(session: nil), now: 1, member: loggedOut), "not a visitor's")
    }

    func testPathsLongerThanTheRecordAreStillToldApartByTheirEnd() {
        let long = "/history/exercises/" + String(repeating: "a", count: 300)
        var quarantine = Quarantine()
        quarantine.add(key(.get, long + "1", session: nil), now: 0)
        XCTAssertTrue(refuses(quarantine, key(.get, long + "1", session: nil), at: 1))
        XCTAssertFalse(refuses(quarantine, key(.get, long + "2", session: nil), at: 1))
    }

    func testAddingAgainRenewsTheTimeAndAFullQuarantineDropsTheOldest() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        quarantine.add(key(session: ada), now: 500)
        XCTAssertEqual(quarantine.entries.map(\.until), [1_100])
        for number in 0..<Quarantine.capacity {
            quarantine.add(key(.get, "/routes/\(number)", session: bob), now: 600 + Int64(number))
        }
        XCTAssertEqual(quarantine.entries.count, Quarantine.capacity)
        XCTAssertFalse(refuses(quarantine, key(session: ada), at: 700), "the oldest gave way")
        XCTAssertTrue(refuses(quarantine, key(.get, "/routes/0", session: bob), at: 700))
    }

    func testAnEntryExpiredMeanwhileIsDroppedWhenAnotherIsAdded() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        quarantine.add(key(session: bob), now: 600)
        XCTAssertEqual(quarantine.entries.map(\.key.session), [bob])
    }
}
