import Crypto
import Domain
import Foundation
import HTTP
import TestSupport
import XCTest
@testable import App

/// An authenticator played by the test: keys from libcrypto, attestation objects and
/// assertions built byte by byte as WebAuthn Level 2 §6.1 and §6.5 lay them out.
final class TestAuthenticator {
    let key: TestSigningKey
    let credentialID: [UInt8]
    var signCount: UInt32 = 0
    var rpID = "lift.example.org"
    var origin = "https://lift.example.org"

    init(_ kind: TestSigningKey.Kind = .es256) {
        key = TestSigningKey(kind)
        credentialID = (0..<16).map { _ in UInt8.random(in: 0...255) }
    }

    func clientData(type: String, challenge: String) -> [UInt8] {
        Array(#"{"type":"\#(type)","challenge":"\#(challenge)","origin":"\#(origin)","crossOrigin":false}"#.utf8)
    }

    func authenticatorData(flags: UInt8, attested: Bool) -> [UInt8] {
        var data = SHA256.digest(Array(rpID.utf8)) + [flags] + (0..<4).map { UInt8(truncatingIfNeeded: signCount >> (24 - 8 * UInt32($0))) }
        if attested {
            data += [UInt8](repeating: 0, count: 16) + [UInt8(credentialID.count >> 8), UInt8(credentialID.count & 0xFF)] + credentialID
            data += key.coseKey.encoded
        }
        return data
    }

    /// `navigator.credentials.create()`'s answer: client data and attestation object.
    func create(challenge: String, flags: UInt8 = 0x45) -> (clientData: [UInt8], attestationObject: [UInt8]) {
        let object = CBORItem.map([(.text("fmt"), .text("none")), (.text("attStmt"), .map([])),
                                   (.text("authData"), .bytes(authenticatorData(flags: flags, attested: true)))])
        return (clientData(type: "webauthn.create", challenge: challenge), object.encoded)
    }

    /// `navigator.credentials.get()`'s answer, the counter moved on first.
    func get(challenge: String, flags: UInt8 = 0x05) -> (clientData: [UInt8], authenticatorData: [UInt8], signature: [UInt8]) {
        signCount += 1
        let client = clientData(type: "webauthn.get", challenge: challenge)
        let data = authenticatorData(flags: flags, attested: false)
        return (client, data, key.sign(data + SHA256.digest(client)))
    }
}

/// Passkeys (issue 40): added under a name, listed and removed in settings; a discoverable
/// login with the challenge taken once, the origin and RP ID from `--public-url`, the signature
/// checked for ES256, RS256 and Ed25519, user presence, and the counter never going back.
final class PasskeyTests: XCTestCase {
    private var app: App!
    private let clock = SettableClock()

    override func setUpWithError() throws {
        app = try TestApp.make {
            $0.publicURL = "https://lift.example.org"
            $0.clock = clock.wallClock
        }
    }

    override func tearDown() { TestApp.remove(app) }

    private func b64(_ bytes: [UInt8]) -> String { Base64.encode(bytes, alphabet: .urlSafe) }

    private func challenge(from response: Response) throws -> String {
        XCTAssertEqual(response.headers["Content-Type"], "application/json")
        let json = try JSONParser.parse(response.body)
        return try XCTUnwrap(json["challenge"]?.string)
    }

    @discardableResult
    private func register(_ browser: TestBrowser, _ authenticator: TestAuthenticator, name: String = "phone",
                          tamper: (inout String, inout TestAuthenticator) -> Void = { _, _ in }) throws -> Response {
        browser.get("/settings/passkeys")
        var challenge = try challenge(from: browser.post("/settings/passkeys/options", []))
        var authenticator = authenticator
        tamper(&challenge, &authenticator)
        let answer = authenticator.create(challenge: challenge)
        return browser.post("/settings/passkeys", [("name", name), ("client_data", b64(answer.clientData)),
                                                   ("attestation_object", b64(answer.attestationObject))])
    }

    private func logIn(_ browser: TestBrowser, _ authenticator: TestAuthenticator, next: String = "/",
                       answer: ((String) -> (clientData: [UInt8], authenticatorData: [UInt8], signature: [UInt8]))? = nil) throws -> Response {
        browser.get("/login")
        let challenge = try challenge(from: browser.post("/login/passkey/options", []))
        let (client, data, signature) = answer?(challenge) ?? authenticator.get(challenge: challenge)
        return browser.post("/login/passkey", [("credential_id", b64(authenticator.credentialID)), ("client_data", b64(client)),
                                               ("authenticator_data", b64(data)), ("signature", b64(signature)), ("next", next)])
    }

    private func member() -> TestBrowser {
        let browser = TestBrowser(app)
        browser.signUp()
        return browser
    }

    func testAddListLogInWithAndRemoveAPasskey() throws {
        let browser = member()
        let authenticator = TestAuthenticator()
        let added = try register(browser, authenticator)
        XCTAssertEqual(added.headers["Location"], "/settings/passkeys?done=added")
        let list = browser.get("/settings/passkeys").text
        XCTAssertTrue(list.contains("<strong>phone</strong>"))
        XCTAssertTrue(list.contains("last used never"))

        let visitor = TestBrowser(app)
        XCTAssertTrue(visitor.get("/login").text.contains("Sign in with a passkey"))
        let response = try logIn(visitor, authenticator, next: "/workouts")
        XCTAssertEqual(response.headers["Location"], "/workouts")
        XCTAssertTrue(visitor.get("/").text.contains("Hello, Ada"))

        let id = try XCTUnwrap(list.firstMatch(of: /action="\/settings\/passkeys\/(\d+)\/delete"/)?.1)
        let eve = TestBrowser(app)
        eve.signUp(email: "eve@example.com", first: "Eve")
        eve.get("/settings/passkeys")
        XCTAssertEqual(eve.post("/settings/passkeys/\(id)/delete", []).status, .notFound, "not someone else's")
        XCTAssertEqual(browser.post("/settings/passkeys/\(id)/delete", []).headers["Location"], "/settings/passkeys?done=removed")
        XCTAssertEqual(try logIn(TestBrowser(app), authenticator).status, .unprocessableContent, "removed: no longer a way in")
    }

    func testTheOptionsAskForADiscoverableKeyOfTheSiteWithoutAttestation() throws {
        let browser = member()
        browser.get("/settings/passkeys")
        let json = try JSONParser.parse(browser.post("/settings/passkeys/options", []).body)
        XCTAssertEqual(json["rp"]?["id"]?.string, "lift.example.org")
        XCTAssertEqual(json["attestation"]?.string, "none")
        XCTAssertEqual(json["authenticatorSelection"]?["residentKey"]?.string, "required")
        XCTAssertEqual(json["pubKeyCredParams"]?.array?.compactMap { $0["alg"]?.number }, [-7, -8, -257])
        XCTAssertEqual(json["user"]?["name"]?.string, "ada@example.com")
        let visitor = TestBrowser(app)
        visitor.get("/login")
        let login = try JSONParser.parse(visitor.post("/login/passkey/options", []).body)
        XCTAssertEqual(login["rpId"]?.string, "lift.example.org")
        XCTAssertNil(login["allowCredentials"], "discoverable: no credentials listed, no email asked")
    }

    func testRS256AndEd25519KeysWorkToo() throws {
        for kind in [TestSigningKey.Kind.rs256, .ed25519] {
            let browser = TestBrowser(app)
            let email = "\(kind)@example.com"
            browser.signUp(email: email)
            let authenticator = TestAuthenticator(kind)
            XCTAssertEqual(try register(browser, authenticator).status, .seeOther, "\(kind)")
            let visitor = TestBrowser(app)
            XCTAssertEqual(try logIn(visitor, authenticator).status, .seeOther, "\(kind)")
            XCTAssertNotNil(visitor.cookies["session"])
        }
    }

    func testAChallengeIsTakenOnce() throws {
        let browser = member()
        let authenticator = TestAuthenticator()
        try register(browser, authenticator)
        let visitor = TestBrowser(app)
        var used = ""
        XCTAssertEqual(try logIn(visitor, authenticator) { challenge in
            used = challenge
            return authenticator.get(challenge: challenge)
        }.status, .seeOther)
        let replay = try logIn(TestBrowser(app), authenticator) { _ in authenticator.get(challenge: used) }
        XCTAssertEqual(replay.status, .unprocessableContent)
        XCTAssertTrue(replay.text.contains("expired or was used already"))
        XCTAssertEqual(try logIn(TestBrowser(app), authenticator) { _ in authenticator.get(challenge: self.b64(Array(repeating: 7, count: 32))) }.status,
                       .unprocessableContent, "a challenge never issued")
    }

    func testBadAnswersAreRefusedAndSaySo() throws {
        let browser = member()
        let authenticator = TestAuthenticator()
        try register(browser, authenticator)
        let cases: [(String, (String) -> (clientData: [UInt8], authenticatorData: [UInt8], signature: [UInt8]))] = [
            ("another site than this one", { challenge in
                authenticator.origin = "https://evil.example"
                defer { authenticator.origin = "https://lift.example.org" }
                return authenticator.get(challenge: challenge)
            }),
            ("another site than this one", { challenge in
                authenticator.rpID = "evil.example"
                defer { authenticator.rpID = "lift.example.org" }
                return authenticator.get(challenge: challenge)
            }),
            ("signature does not match", { challenge in
                var answer = authenticator.get(challenge: challenge)
                answer.signature[answer.signature.count / 2] ^= 0x01
                return answer
            }),
            ("signature does not match", { challenge in
                var answer = authenticator.get(challenge: challenge)
                answer.authenticatorData[36] ^= 0x01
                return answer
            }),
            ("no touch or tap", { authenticator.get(challenge: $0, flags: 0x04) }),
            ("for another step", { challenge in
                let client = authenticator.clientData(type: "webauthn.create", challenge: challenge)
                let data = authenticator.authenticatorData(flags: 0x05, attested: false)
                return (client, data, authenticator.key.sign(data + SHA256.digest(client)))
            }),
            ("malformed", { _ in (Array("not json".utf8), [1, 2, 3], [4]) }),
        ]
        for (expected, answer) in cases {
            let response = try logIn(TestBrowser(app), authenticator, answer: answer)
            XCTAssertEqual(response.status, .unprocessableContent, expected)
            XCTAssertTrue(response.text.contains(expected), "\(expected): \(response.text.firstMatch(of: /notice--error[^>]*>([^<]*)/)?.1 ?? "")")
        }
        XCTAssertEqual(try logIn(TestBrowser(app), authenticator).status, .seeOther, "the real one still works")
    }

    func testACounterThatGoesBackIsAClone() throws {
        let browser = member()
        let authenticator = TestAuthenticator()
        try register(browser, authenticator)
        authenticator.signCount = 10
        XCTAssertEqual(try logIn(TestBrowser(app), authenticator).status, .seeOther)
        authenticator.signCount = 5
        let clone = try logIn(TestBrowser(app), authenticator)
        XCTAssertEqual(clone.status, .unprocessableContent)
        XCTAssertTrue(clone.text.contains("may have been copied"))
    }

    func testAnUnknownPasskeyIsRefused() throws {
        _ = member()
        let response = try logIn(TestBrowser(app), TestAuthenticator())
        XCTAssertEqual(response.status, .unprocessableContent)
        XCTAssertTrue(response.text.contains("not registered here"))
    }

    func testRegistrationIsCheckedToo() throws {
        let browser = member()
        XCTAssertEqual(try register(browser, TestAuthenticator()) { _, authenticator in authenticator.origin = "https://evil.example" }.status,
                       .unprocessableContent)
        XCTAssertEqual(try register(browser, TestAuthenticator()) { challenge, _ in challenge = "AAAA" }.status, .unprocessableContent)
        XCTAssertEqual(try register(browser, TestAuthenticator(), name: " ").status, .unprocessableContent)
        let once = TestAuthenticator()
        XCTAssertEqual(try register(browser, once).status, .seeOther)
        XCTAssertTrue(try register(browser, once).text.contains("registered already"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM passkeys"), 1)
    }

    func testAPasskeyIsTwoFactorsSoNoCodeIsAsked() throws {
        let browser = member()
        try app.database.pendingTwoFactorSecret(userID: 1, candidate: Array(repeating: 1, count: 20)).map { _ in () }
        XCTAssertTrue(try app.database.confirmTwoFactor(userID: 1, step: 1, recoveryHashes: [], now: 0))
        let authenticator = TestAuthenticator()
        try register(browser, authenticator)
        XCTAssertEqual(browser.logIn().headers["Location"], "/login/two-factor", "the password alone is not enough")
        XCTAssertEqual(try logIn(TestBrowser(app), authenticator).headers["Location"], "/", "the passkey is")
    }

    func testWithoutThePublicURLThereAreNoPasskeys() throws {
        TestApp.remove(app)
        app = try TestApp.make()
        let browser = member()
        XCTAssertTrue(browser.get("/settings/passkeys").text.contains("--public-url"))
        XCTAssertEqual(browser.post("/settings/passkeys/options", []).status, .notFound)
        XCTAssertFalse(TestBrowser(app).get("/login").text.contains("Sign in with a passkey"))
    }

    func testChallengesLastFiveMinutes() throws {
        _ = member()
        let challenges = PasskeyChallenges(database: app.database)
        let first = try challenges.issue(.login, now: 1_000)
        XCTAssertFalse(try challenges.take(first, for: .login, now: 1_000 + PasskeyChallenges.lifetime))
        let second = try challenges.issue(.registration(userID: 1), now: 1_000)
        XCTAssertFalse(try challenges.take(second, for: .registration(userID: 2), now: 1_001), "another member's")
        XCTAssertFalse(try challenges.take(second, for: .registration(userID: 1), now: 1_001), "spent by the wrong try")
        let third = try challenges.issue(.login, now: 1_000)
        XCTAssertTrue(try challenges.take(third, for: .login, now: 1_000 + PasskeyChallenges.lifetime - 1))
        XCTAssertFalse(try challenges.take(third, for: .login, now: 1_001), "once")
        XCTAssertEqual(try app.count("SELECT count(*) FROM passkey_challenges"), 0, "each went as it was taken")
        _ = try challenges.issue(.link(userID: 1), now: 1_000)
        _ = try challenges.issue(.login, now: 2_000)
        XCTAssertEqual(try app.count("SELECT count(*) FROM passkey_challenges"), 1, "the expired one went with the next one issued")
    }

    /// A ceremony begun with one process and finished with another (or with the child the
    /// supervisor started after a crash): the challenge is in the database, not in memory.
    func testAChallengeIssuedByOneProcessIsTakenByAnotherOnce() throws {
        let authenticator = TestAuthenticator()
        try register(member(), authenticator)
        let other = try App.make(config: app.config)
        defer { other.database.close() }
        let first = TestBrowser(app)
        first.get("/login")
        let issued = try challenge(from: first.post("/login/passkey/options", []))
        XCTAssertEqual(try app.count("SELECT count(*) FROM passkey_challenges"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM passkey_challenges WHERE challenge_hash = x'\(SHA256.hex(issued.utf8))'"),
                       1, "kept as its hash")
        let answer = authenticator.get(challenge: issued)
        let fields = [("credential_id", b64(authenticator.credentialID)), ("client_data", b64(answer.clientData)),
                      ("authenticator_data", b64(answer.authenticatorData)), ("signature", b64(answer.signature)), ("next", "/workouts")]
        let second = TestBrowser(other)
        second.cookies = first.cookies
        second.get("/login")
        XCTAssertEqual(second.post("/login/passkey", fields).headers["Location"], "/workouts", "the other process took it")
        XCTAssertTrue(second.get("/").text.contains("Hello, Ada"))

        let replay = TestBrowser(app)
        replay.cookies = first.cookies
        replay.get("/login")
        let again = replay.post("/login/passkey", fields)
        XCTAssertEqual(again.status, .unprocessableContent, "not twice, in either process")
        XCTAssertTrue(again.text.contains("expired or was used already"))

        first.get("/login")
        let stale = authenticator.get(challenge: try challenge(from: first.post("/login/passkey/options", [])))
        clock.advance(PasskeyChallenges.lifetime)
        second.get("/login")
        let late = second.post("/login/passkey", [
            ("credential_id", b64(authenticator.credentialID)), ("client_data", b64(stale.clientData)),
            ("authenticator_data", b64(stale.authenticatorData)), ("signature", b64(stale.signature))])
        XCTAssertEqual(late.status, .unprocessableContent, "five minutes are over")
        XCTAssertTrue(late.text.contains("expired or was used already"))
    }

    /// `--require-two-factor all`: a password login must set up codes, a passkey login need not
    /// (two factors in one), and the passkey can be added before the codes are set up.
    func testAPasskeyLoginMeetsTheTwoFactorRequirement() throws {
        TestApp.remove(app)
        app = try TestApp.make {
            $0.publicURL = "https://lift.example.org"
            $0.requireTwoFactor = .all
        }
        let browser = TestBrowser(app)
        XCTAssertEqual(browser.signUp().headers["Location"], "/settings/two-factor")
        XCTAssertTrue(browser.get("/settings/two-factor").text.contains(#"<a href="/settings/passkeys">add a passkey</a>"#))
        let authenticator = TestAuthenticator()
        XCTAssertEqual(try register(browser, authenticator).headers["Location"], "/settings/passkeys?done=added",
                       "a passkey may be added before the codes")
        XCTAssertEqual(browser.get("/workouts").headers["Location"], "/settings/two-factor", "the password session still lacks them")

        let phone = TestBrowser(app)
        XCTAssertEqual(try logIn(phone, authenticator, next: "/workouts").headers["Location"], "/workouts")
        XCTAssertEqual(phone.get("/workouts").status, .ok)
        XCTAssertEqual(phone.get("/history").status, .ok)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE way_in = 'passkey'"), 1)

        let laptop = TestBrowser(app)
        XCTAssertEqual(laptop.logIn().headers["Location"], "/settings/two-factor", "a password login is still asked")
        XCTAssertEqual(laptop.get("/workouts").headers["Location"], "/settings/two-factor")
    }
}

/// The account export names the ways in a member has, and none of their secrets.
final class SignInExportTests: XCTestCase {
    func testTheExportListsTheWaysInWithoutSecrets() throws {
        let app = try TestApp.make { $0.publicURL = "https://lift.example.org" }
        defer { TestApp.remove(app) }
        let browser = TestBrowser(app)
        browser.signUp()
        let plain = try JSONParser.parse(browser.get("/settings/export").body)
        XCTAssertEqual(plain["sign_in"]?["two_factor"], .bool(false))
        XCTAssertEqual(plain["sign_in"]?["passkeys"]?.array, [])

        let secret = try XCTUnwrap(try app.database.pendingTwoFactorSecret(userID: 1, candidate: Array(repeating: 0x5A, count: 20)))
        XCTAssertTrue(try app.database.confirmTwoFactor(userID: 1, step: 1, recoveryHashes: [[1], [2], [3]], now: 0))
        browser.get("/settings/passkeys")
        let challenge = try XCTUnwrap(try JSONParser.parse(browser.post("/settings/passkeys/options", []).body)["challenge"]?.string)
        let authenticator = TestAuthenticator()
        let answer = authenticator.create(challenge: challenge)
        browser.post("/settings/passkeys", [("name", "phone"), ("client_data", Base64.encode(answer.clientData, alphabet: .urlSafe)),
                                            ("attestation_object", Base64.encode(answer.attestationObject, alphabet: .urlSafe))])
        try app.database.linkIdentity(provider: "proxy:remote-email", subject: "ada@example.com", userID: 1, now: 0)

        let export = browser.get("/settings/export")
        let signIn = try XCTUnwrap(try JSONParser.parse(export.body)["sign_in"])
        XCTAssertEqual(signIn["password"], .bool(true))
        XCTAssertEqual(signIn["two_factor"], .bool(true))
        XCTAssertEqual(signIn["recovery_codes_left"]?.number, 3)
        XCTAssertEqual(signIn["passkeys"]?.array, [.string("phone")])
        XCTAssertEqual(signIn["identities"]?.array, [.string("proxy:remote-email")])
        let text = export.text
        XCTAssertFalse(text.contains(Base32.encode(secret)), "not the two-factor secret")
        XCTAssertFalse(text.contains(Base64.encode(authenticator.credentialID, alphabet: .urlSafe)), "not the credential id")
    }
}
