import HTTP
import XCTest
@testable import App

/// The bookkeeping of the crash quarantine: which requests count as the same, for how long,
/// and whose writes wait after more than one crash.
final class QuarantineTests: XCTestCase {
    private let ada = "AdaSessionId0123456789"
    private let bob = "BobSessionId0123456789"
    /// Nia signed up a moment ago: a new account, as a stranger's is.
    private let nia = "NiaSessionId0123456789"

    private func key(_ method: HTTPMethod = .get, _ target: String = "/routes/7", session: String?,
                     address: String = "192.0.2.1") -> RequestKey {
        RequestKey(method: method, path: Request(method: method, target: target).path, session: session, address: address)
    }

    /// Ada's sessions start with "Ada", Bob's with "Bob", Nia's with "Nia"; no other session is live.
    private func asker(_ session: String) -> CrashAsker? {
        switch session.prefix(3) {
        case "Ada": .member(1, isNew: false)
        case "Bob": .member(2, isNew: false)
        case "Nia": .member(3, isNew: true)
        default: nil
        }
    }

    private func refusal(_ quarantine: Quarantine, _ key: RequestKey, at now: Int64) -> QuarantineRefusal? {
        quarantine.resolvingAskers(asker).refusal(for: key, isWrite: key.method == HTTPMethod.post.rawValue, now: now, asker: asker)
    }

    private func refuses(_ quarantine: Quarantine, _ key: RequestKey, at now: Int64) -> Bool {
        refusal(quarantine, key, at: now) != nil
    }

    func testTheSameRequestOfTheSameMemberIsRefusedForTenMinutesThenRunsAgain() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 1_000)
        XCTAssertEqual(refusal(quarantine, key(session: ada), at: 1_000), .sameRequest(until: 1_600, byMember: true))
        XCTAssertTrue(refuses(quarantine, key(session: ada), at: 1_599), "9 min 59 s later")
        XCTAssertFalse(refuses(quarantine, key(session: ada), at: 1_600), "10 min later")
        XCTAssertTrue(quarantine.hashes().contains(key(session: nil).hash))
        XCTAssertFalse(quarantine.hashes().contains(key(.get, "/routes/8", session: nil).hash))
    }

    func testMatchesMethodPathAndUserButNotTheQueryNorTheAddress() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        XCTAssertTrue(refuses(quarantine, key(.get, "/routes/7?units=mi", session: ada), at: 1), "another query, same page")
        XCTAssertTrue(refuses(quarantine, key(.head, "/routes/7", session: ada), at: 1), "HEAD runs the GET handler")
        XCTAssertTrue(refuses(quarantine, key(session: "AdaOtherSession98765432"), at: 1), "the same member in another session")
        XCTAssertTrue(refuses(quarantine, key(session: ada, address: "198.51.100.9"), at: 1), "the same member elsewhere")
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
        let resolved = quarantine.resolvingAskers(asker)
        XCTAssertEqual(resolved.entries.map(\.asker), [.member(1, isNew: false)])
        let loggedOut: (String) -> CrashAsker? = { $0 == self.ada ? nil : self.asker($0) }
        XCTAssertNotNil(resolved.refusal(for: key(session: "AdaNewSession0123456789"), isWrite: false, now: 1, asker: loggedOut))
        XCTAssertNil(resolved.refusal(for: key(session: nil), isWrite: false, now: 1, asker: loggedOut), "not a visitor's")
    }

    func testPathsLongerThanTheRecordAreStillToldApartByTheirEnd() {
        let long = "/history/exercises/" + String(repeating: "a", count: 300)
        var quarantine = Quarantine()
        quarantine.add(key(.get, long + "1", session: nil), now: 0)
        XCTAssertTrue(refuses(quarantine, key(.get, long + "1", session: nil), at: 1))
        XCTAssertFalse(refuses(quarantine, key(.get, long + "2", session: nil), at: 1))
    }

    /// Two crashes by one member, by different requests, pause every write of theirs until the
    /// first is ten minutes old; their pages still open, and other members write as before.
    func testAMembersSecondCrashPausesTheirWritesForTheRestOfTheTenMinutes() {
        var quarantine = Quarantine()
        quarantine.add(key(.post, "/routines/1", session: ada), now: 0)
        XCTAssertNil(refusal(quarantine, key(.post, "/workouts", session: ada), at: 1), "one crash pauses nothing else")
        quarantine.add(key(.post, "/routines/2", session: "AdaOtherSession98765432"), now: 100)
        XCTAssertEqual(refusal(quarantine, key(.post, "/workouts", session: ada), at: 101), .member(until: 600))
        XCTAssertEqual(refusal(quarantine, key(.post, "/routines/3", session: ada, address: "198.51.100.9"), at: 599), .member(until: 600))
        XCTAssertNil(refusal(quarantine, key(.post, "/workouts", session: ada), at: 600), "the first crash is ten minutes old")
        XCTAssertNil(refusal(quarantine, key(.get, "/workouts", session: ada), at: 101), "pages open")
        XCTAssertNil(refusal(quarantine, key(.post, "/workouts", session: bob), at: 101), "another member writes")
        XCTAssertNil(refusal(quarantine, key(.post, "/login", session: nil), at: 101), "a visitor writes")
    }

    /// Fresh sign-ups and visitors from one address count together: a new account each time
    /// does not reset the count. Known members at that address write as before.
    func testVisitorsAndNewAccountsOfOneAddressPauseThatAddresssWritesOfVisitorsAndNewAccounts() {
        var quarantine = Quarantine()
        quarantine.add(key(.post, "/routines", session: nia), now: 0)
        quarantine.add(key(.post, "/routines/7", session: nil), now: 10)
        XCTAssertEqual(refusal(quarantine, key(.post, "/signup", session: nil), at: 11), .address(until: 600))
        XCTAssertEqual(refusal(quarantine, key(.post, "/workouts", session: "NiaOtherSession98765432"), at: 11), .address(until: 600),
                       "a new account at that address")
        XCTAssertNil(refusal(quarantine, key(.post, "/workouts", session: ada), at: 11), "a known member at that address")
        XCTAssertNil(refusal(quarantine, key(.post, "/signup", session: nil, address: "198.51.100.9"), at: 11), "another address")
        XCTAssertNil(refusal(quarantine, key(.post, "/signup", session: nil), at: 600))
    }

    func testAKnownMembersCrashesDoNotPauseTheirAddress() {
        var quarantine = Quarantine()
        quarantine.add(key(.post, "/routines/1", session: ada), now: 0)
        quarantine.add(key(.post, "/routines/2", session: bob), now: 1)
        XCTAssertNil(refusal(quarantine, key(.post, "/signup", session: nil), at: 2))
    }

    func testAddingAgainRenewsTheTime() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        quarantine.add(key(session: ada), now: 500)
        XCTAssertEqual(quarantine.entries.map(\.until), [1_100])
    }

    /// Full, it forgets nothing before its time: the newest crash is not kept, and writes of
    /// visitors and new accounts anywhere wait until the oldest entry ends.
    func testAFullQuarantineKeepsTheOldestAndPausesWritesOfUnknownAskers() {
        var quarantine = Quarantine()
        for number in 0..<Quarantine.capacity {
            XCTAssertTrue(quarantine.add(key(.get, "/routes/\(number)", session: bob, address: "203.0.113.\(number % 200)"), now: 600 + Int64(number % 100)))
        }
        XCTAssertFalse(quarantine.add(key(session: ada), now: 700), "no room")
        XCTAssertEqual(quarantine.entries.count, Quarantine.capacity)
        XCTAssertTrue(refuses(quarantine, key(.get, "/routes/0", session: bob), at: 700), "the oldest stays")
        XCTAssertEqual(refusal(quarantine, key(.post, "/signup", session: nil, address: "198.51.100.9"), at: 700), .full(until: 1_200))
        XCTAssertEqual(refusal(quarantine, key(.post, "/workouts", session: nia, address: "198.51.100.9"), at: 700), .full(until: 1_200))
        XCTAssertNil(refusal(quarantine, key(.post, "/workouts", session: ada), at: 700), "a known member writes")
        XCTAssertNil(refusal(quarantine, key(.get, "/signup", session: nil), at: 700), "pages open")
        XCTAssertTrue(quarantine.add(key(session: ada), now: 1_200), "room again once the oldest ended")
    }

    func testAnEntryExpiredMeanwhileIsDroppedWhenAnotherIsAdded() {
        var quarantine = Quarantine()
        quarantine.add(key(session: ada), now: 0)
        quarantine.add(key(session: bob), now: 600)
        XCTAssertEqual(quarantine.entries.map(\.key.session), [bob])
    }
}
