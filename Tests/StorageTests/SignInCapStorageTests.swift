import Storage
import XCTest

/// Passkey challenges on disk (migration 35): taken once, refused once expired, and never more
/// than the cap, since anyone may ask for a login's.
final class PasskeyChallengeStorageTests: StorageTestCase {
    func testAChallengeIsTakenOnceWithItsPurpose() throws {
        let user = try makeUser("ada@example.com")
        try database.savePasskeyChallenge(hash: [1], .registration(userID: user.id), now: 100, lifetime: 300, limit: 10)
        try database.savePasskeyChallenge(hash: [2], .link(userID: user.id), now: 100, lifetime: 300, limit: 10)
        try database.savePasskeyChallenge(hash: [3], .login, now: 100, lifetime: 300, limit: 10)
        XCTAssertEqual(try database.takePasskeyChallenge(hash: [1], now: 399), .registration(userID: user.id))
        XCTAssertNil(try database.takePasskeyChallenge(hash: [1], now: 399), "once")
        XCTAssertEqual(try database.takePasskeyChallenge(hash: [2], now: 101), .link(userID: user.id))
        XCTAssertNil(try database.takePasskeyChallenge(hash: [3], now: 400), "five minutes are over")
        XCTAssertNil(try database.takePasskeyChallenge(hash: [3], now: 101), "and it went when refused")
        XCTAssertNil(try database.takePasskeyChallenge(hash: [4], now: 101), "never issued")
    }

    func testTheCapDropsThoseClosestToExpiring() throws {
        for (index, now) in [100, 101, 102, 103, 104].enumerated() {
            try database.savePasskeyChallenge(hash: [UInt8(index)], .login, now: now, lifetime: 300, limit: 3)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM passkey_challenges"), 3)
        XCTAssertNil(try database.takePasskeyChallenge(hash: [0], now: 105))
        XCTAssertNil(try database.takePasskeyChallenge(hash: [1], now: 105))
        XCTAssertEqual(try database.takePasskeyChallenge(hash: [2], now: 105), .login)
        XCTAssertEqual(try database.takePasskeyChallenge(hash: [4], now: 105), .login)
    }

}

/// Single sign-ons under way (`/login/oidc` needs no account): never more than the cap kept.
final class SignInAttemptStorageTests: StorageTestCase {
    func testTheCapDropsTheOldestAttempts() throws {
        for (index, now) in [100, 101, 102, 103].enumerated() {
            let attempt = Database.SignInAttempt(browserHash: "b\(index)", nonce: "n", codeVerifier: "v", next: "/")
            try database.saveSignInAttempt(attempt, stateHash: "s\(index)", now: now, lifetime: 600, limit: 2)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM oidc_logins"), 2)
        XCTAssertNil(try database.takeSignInAttempt(stateHash: "s1", now: 105, lifetime: 600))
        XCTAssertEqual(try database.takeSignInAttempt(stateHash: "s2", now: 105, lifetime: 600)?.browserHash, "b2")
        XCTAssertEqual(try database.takeSignInAttempt(stateHash: "s3", now: 105, lifetime: 600)?.browserHash, "b3")
    }
}
