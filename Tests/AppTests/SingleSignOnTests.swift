import Crypto
import Domain
import Foundation
import HTTP
import HTTPSClient
import TestOIDC
import TestSupport
import XCTest
@testable import App

/// Single sign-on end to end, in-process, against a provider of our own on loopback over TLS
/// whose certificate a test CA signed (passed as `--oidc-ca-file` would): the good flow, and
/// each way a sign-in must be refused.
final class SingleSignOnTests: XCTestCase {
    private static let site = "https://lift.example.org"
    private var certificates: TestCertificates!
    private var provider: TestOIDCProvider!
    private var key: TestSigningKey!
    private var app: App!

    override func setUpWithError() throws {
        certificates = try TestCertificates.make()
        key = TestSigningKey(.rs256, id: "key-1")
        provider = try TestOIDCProvider(certificates: certificates, key: key)
        app = try makeApp()
    }

    override func tearDown() {
        TestApp.remove(app)
        provider.stop()
        certificates.remove()
    }

    private func makeApp(signup: Bool = true, caFile: String? = nil, _ adjust: (inout Config) -> Void = { _ in }) throws -> App {
        try TestApp.make { config in
            config.publicURL = try? PublicURL(Self.site)
            config.singleSignOn.issuer = provider.issuer
            config.singleSignOn.clientID = TestOIDCProvider.clientID
            config.singleSignOn.clientSecret = TestOIDCProvider.clientSecret
            config.singleSignOn.caFile = caFile ?? certificates.caFile
            config.singleSignOn.name = "Gym ID"
            config.singleSignOn.signup = signup
            adjust(&config)
        }
    }

    /// The browser's trip: to `/login/oidc`, on to the provider (which approves at once), and
    /// back to the callback address it names, which is returned without being visited.
    private func callback(_ browser: TestBrowser) throws -> String {
        let start = browser.get("/login/oidc")
        XCTAssertEqual(start.status, .seeOther, start.text)
        let location = try XCTUnwrap(start.headers["Location"])
        let approval = try HTTPSClient(trust: .caFile(certificates.caFile)).get(HTTPSURL(location))
        XCTAssertEqual(approval.status, 302, String(decoding: approval.body, as: UTF8.self))
        let back = try XCTUnwrap(approval.header("Location"))
        XCTAssertTrue(back.hasPrefix(Self.site + "/login/oidc/callback?"), back)
        return String(back.dropFirst(Self.site.count))
    }

    private func signIn(_ browser: TestBrowser) throws -> Response {
        browser.get(try callback(browser))
    }

    func testTheLogInPageOffersTheProviderByName() throws {
        let page = TestBrowser(app).get("/login").text
        XCTAssertTrue(page.contains("Sign in with Gym ID"), page)
        XCTAssertTrue(page.contains("href=\"/login/oidc"), page)
        let plain = try TestApp.make()
        defer { TestApp.remove(plain) }
        XCTAssertFalse(TestBrowser(plain).get("/login").text.contains("Sign in with"))
        XCTAssertEqual(TestBrowser(plain).get("/login/oidc").status, .notFound)
    }

    func testTheRedirectAsksForTheCodeFlowWithPKCEStateAndNonce() throws {
        let start = TestBrowser(app).get("/login/oidc")
        let location = try XCTUnwrap(start.headers["Location"])
        XCTAssertTrue(location.hasPrefix(provider.issuer + "/authorize?"), location)
        let query = Dictionary(uniqueKeysWithValues: location.split(separator: "?")[1].split(separator: "&").map { pair -> (String, String) in
            let parts = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? "" }
            return (parts[0], parts[1])
        })
        XCTAssertEqual(query["response_type"], "code")
        XCTAssertEqual(query["client_id"], TestOIDCProvider.clientID)
        XCTAssertEqual(query["redirect_uri"], Self.site + "/login/oidc/callback")
        XCTAssertEqual(query["scope"], "openid email profile")
        XCTAssertEqual(query["code_challenge_method"], "S256")
        XCTAssertEqual(query["code_challenge"]?.count, 43)
        XCTAssertEqual(query["state"]?.count, 43)
        XCTAssertEqual(query["nonce"]?.count, 43)
        XCTAssertEqual(try app.count("SELECT count(*) FROM oidc_logins WHERE length(state_hash) = 64"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM oidc_logins WHERE state_hash = '\(query["state"] ?? "")'"), 0, "only a hash is kept")
    }

    func testAFirstSignInMakesTheAccountAndTheNextLogsIntoIt() throws {
        let browser = TestBrowser(app)
        let first = try signIn(browser)
        XCTAssertEqual(first.status, .seeOther, first.text)
        XCTAssertEqual(first.headers["Location"], "/settings", "a new member gives their birth date")
        XCTAssertTrue(first.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("session=") })
        XCTAssertTrue(browser.get("/").text.contains("Hello, Grace"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE email = 'grace@example.com' AND last_name = 'Hopper'"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities WHERE provider = '\(provider.issuer)' AND subject = 'subject-1'"), 1)
        let token = try XCTUnwrap(provider.lastTokenRequest)
        XCTAssertEqual(token.fields["code_verifier"]?.count, 43, "PKCE verifier sent")
        XCTAssertEqual(token.fields["redirect_uri"], Self.site + "/login/oidc/callback")

        let again = TestBrowser(app)
        XCTAssertEqual(try signIn(again).headers["Location"], "/")
        XCTAssertTrue(again.get("/").text.contains("Hello, Grace"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 1)
        XCTAssertEqual(provider.keySetFetches, 1, "the keys are kept between sign-ins")
    }

    func testAnECSignedTokenWorksToo() throws {
        let ec = TestSigningKey(.es256, id: "ec-1")
        provider.change { $0.signingKey = ec; $0.publishedKeys = [self.key, ec] }
        XCTAssertEqual(try signIn(TestBrowser(app)).status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 1)
    }

    func testTheStaffClaimMakesStaff() throws {
        TestApp.remove(app)
        app = try makeApp { $0.singleSignOn.staffClaim = try? StaffClaim("groups=gym-staff") }
        provider.change { $0.claims["groups"] = #"["members"]"# }
        _ = try signIn(TestBrowser(app))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE role = 'staff'"), 0)
        provider.change { $0.claims["groups"] = #"["members","gym-staff"]"# }
        _ = try signIn(TestBrowser(app))
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE role = 'staff'"), 1)
    }

    private func assertRefused(_ browser: TestBrowser, saying text: String, status: HTTPStatus = .forbidden,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let response = try signIn(browser)
        XCTAssertEqual(response.status, status, response.text, file: file, line: line)
        XCTAssertTrue(response.text.contains(text), response.text, file: file, line: line)
        XCTAssertFalse(response.headers.values(for: "Set-Cookie").contains { $0.hasPrefix("session=") }, file: file, line: line)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 0, file: file, line: line)
    }

    func testAForgedSignatureIsRefused() throws {
        provider.change { $0.forgeSignature = true }
        try assertRefused(TestBrowser(app), saying: "signature does not check out")
    }

    func testATokenForAnotherClientIsRefused() throws {
        provider.change { $0.claims["aud"] = "\"someone-else\"" }
        try assertRefused(TestBrowser(app), saying: "aud does not name the client ID")
    }

    func testAnExpiredTokenIsRefused() throws {
        let now = Int(Date().timeIntervalSince1970)
        provider.change { $0.claims["exp"] = String(now - 600); $0.claims["iat"] = String(now - 900) }
        try assertRefused(TestBrowser(app), saying: "has expired")
    }

    func testAStateWorksOnce() throws {
        let browser = TestBrowser(app)
        let target = try callback(browser)
        XCTAssertEqual(browser.get(target).status, .seeOther)
        let replay = browser.get(target)
        XCTAssertEqual(replay.status, .badRequest)
        XCTAssertTrue(replay.text.contains("expired or was already used"), replay.text)
    }

    func testAStateFromAnotherBrowserIsRefused() throws {
        let target = try callback(TestBrowser(app))
        let other = TestBrowser(app)
        let response = other.get(target)
        XCTAssertEqual(response.status, .forbidden)
        XCTAssertTrue(response.text.contains("started in another browser"), response.text)
    }

    func testAnUnknownKeyIsLookedForOnceMoreThenRefused() throws {
        XCTAssertEqual(try signIn(TestBrowser(app)).status, .seeOther)
        XCTAssertEqual(provider.keySetFetches, 1)
        let unpublished = TestSigningKey(.rs256, id: "key-2")
        provider.change { $0.signingKey = unpublished }
        try assertRefusedAfterLogout(saying: "a key the provider does not publish (kid key-2)")
        XCTAssertEqual(provider.keySetFetches, 2, "fetched again once")
        // The provider rotates: the new key is published, and found by the one refetch.
        provider.change { $0.publishedKeys = [self.key, unpublished] }
        XCTAssertEqual(try signIn(TestBrowser(app)).status, .seeOther)
        XCTAssertEqual(provider.keySetFetches, 3)
    }

    private func assertRefusedAfterLogout(saying text: String) throws {
        try app.execute("DELETE FROM sessions")
        try assertRefused(TestBrowser(app), saying: text)
    }

    func testAProviderWhoseCertificateTheCADidNotSignIsNotTrusted() throws {
        TestApp.remove(app)
        // The rogue certificate is trusted alone: the provider's own, signed by the test CA, is not.
        app = try makeApp(caFile: certificates.rogueCertificate)
        let response = TestBrowser(app).get("/login/oidc")
        XCTAssertEqual(response.status.code, 502)
        XCTAssertTrue(response.text.contains("is not trusted"), response.text)
        XCTAssertEqual(provider.keySetFetches, 0)
    }

    func testAMatchingAccountJoinsOnlyWithItsPassword() throws {
        TestApp.remove(app)
        app = try makeApp { $0.singleSignOn.staffClaim = try? StaffClaim("groups=gym-staff") }
        provider.change { $0.claims["groups"] = #"["gym-staff"]"# }
        let browser = TestBrowser(app)
        browser.signUp(email: "grace@example.com", password: "correct horse battery", first: "Grace", last: "H")
        browser.get("/")
        XCTAssertEqual(browser.post("/logout", []).status, .seeOther)
        let ask = try signIn(browser)
        XCTAssertEqual(ask.status, .ok)
        XCTAssertTrue(ask.text.contains("Join your account"), ask.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions"), 0)
        let link = try linkToken(on: ask)
        let wrong = browser.post("/login/oidc/link", [("link", link), ("password", "wrong guess")])
        XCTAssertEqual(wrong.status, .unprocessableContent)
        XCTAssertTrue(wrong.text.contains("not this account&#39;s password") || wrong.text.contains("not this account's password"), wrong.text)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 0)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE role = 'staff'"), 0, "not before the password")
        let right = browser.post("/login/oidc/link", [("link", link), ("password", "correct horse battery")])
        XCTAssertEqual(right.status, .seeOther)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM users WHERE role = 'staff'"), 1, "the staff claim, with the join")
        let later = TestBrowser(app)
        later.get("/login")
        XCTAssertEqual(later.post("/login/oidc/link", [("link", link), ("password", "correct horse battery")]).status, .badRequest, "once")
        XCTAssertEqual(try signIn(TestBrowser(app)).headers["Location"], "/", "joined: no password asked again")
    }

    /// The join page's token, which names the sign-in waiting to join.
    private func linkToken(on page: Response) throws -> String {
        try XCTUnwrap(page.text.firstMatch(of: /name="link" value="([^"]+)"/).map { String($0.1) }, page.text)
    }

    /// The member logged out, then back from the provider at the join page.
    private func signInAfterLogout(_ browser: TestBrowser) throws -> Response {
        browser.get("/")
        browser.post("/logout", [])
        let ask = try signIn(browser)
        XCTAssertTrue(ask.text.contains("Join your account"), ask.text)
        return ask
    }

    func testAnAccountWithTwoFactorCodesJoinsWithItsPasswordAndACode() throws {
        let browser = TestBrowser(app)
        browser.signUp(email: "grace@example.com", password: "correct horse battery", first: "Grace", last: "H")
        let secret = [UInt8](repeating: 7, count: 20)
        _ = try app.database.pendingTwoFactorSecret(userID: 1, candidate: secret)
        XCTAssertTrue(try app.database.confirmTwoFactor(userID: 1, step: 1, recoveryHashes: [], now: 0))
        let ask = try signInAfterLogout(browser)
        XCTAssertTrue(ask.text.contains("password and a two-factor code"), ask.text)
        XCTAssertTrue(ask.text.contains(#"name="code""#))
        let link = try linkToken(on: ask)

        let passwordOnly = browser.post("/login/oidc/link", [("link", link), ("password", "correct horse battery")])
        XCTAssertEqual(passwordOnly.status, .unprocessableContent)
        XCTAssertTrue(passwordOnly.text.contains("This code is not right"), passwordOnly.text)
        let wrongCode = browser.post("/login/oidc/link", [("link", link), ("password", "correct horse battery"), ("code", "000000")])
        XCTAssertEqual(wrongCode.status, .unprocessableContent)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 0, "not without the code")

        let code = OneTimePassword.code(secret: secret, step: OneTimePassword.step(at: Int(Date().timeIntervalSince1970)))
        let right = browser.post("/login/oidc/link", [("link", link), ("password", "correct horse battery"), ("code", code)])
        XCTAssertEqual(right.headers["Location"], "/")
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 1)
        XCTAssertTrue(browser.get("/").text.contains("Hello, Grace"))
    }

    /// A member without a password to give (or who would rather not) confirms the join with
    /// one of the account's passkeys: another account's is refused, and so is a challenge
    /// handed out for a login.
    func testAnAccountJoinsWithOneOfItsPasskeys() throws {
        let graces = TestAuthenticator()
        let someoneElses = TestAuthenticator()
        TestBrowser(app).signUp(email: "eve@example.com", first: "Eve")
        let browser = TestBrowser(app)
        browser.signUp(email: "grace@example.com", password: "correct horse battery", first: "Grace", last: "H")
        XCTAssertTrue(try app.database.addPasskey(userID: 2, credentialID: graces.credentialID, publicKey: graces.key.coseKey.encoded,
                                                  signCount: 0, name: "phone", now: 0))
        XCTAssertTrue(try app.database.addPasskey(userID: 1, credentialID: someoneElses.credentialID,
                                                  publicKey: someoneElses.key.coseKey.encoded, signCount: 0, name: "phone", now: 0))
        let ask = try signInAfterLogout(browser)
        XCTAssertTrue(ask.text.contains("Join with a passkey"), ask.text)
        XCTAssertFalse(ask.text.contains(#"name="code""#), "no codes on this account")
        let link = try linkToken(on: ask)
        XCTAssertTrue(ask.text.contains(#"data-link="\#(link)""#))

        func confirm(_ authenticator: TestAuthenticator, options path: String = "/login/oidc/link/passkey/options") throws -> Response {
            let options = browser.post(path, [("link", link)])
            let challenge = try XCTUnwrap(try JSONParser.parse(options.body)["challenge"]?.string, options.text)
            let answer = authenticator.get(challenge: challenge)
            let fields = [("link", link), ("credential_id", Base64.encode(authenticator.credentialID, alphabet: .urlSafe)),
                          ("client_data", Base64.encode(answer.clientData, alphabet: .urlSafe)),
                          ("authenticator_data", Base64.encode(answer.authenticatorData, alphabet: .urlSafe)),
                          ("signature", Base64.encode(answer.signature, alphabet: .urlSafe))]
            return browser.post("/login/oidc/link/passkey", fields)
        }
        let offered = try JSONParser.parse(browser.post("/login/oidc/link/passkey/options", [("link", link)]).body)["allowCredentials"]?.array
        XCTAssertEqual(offered?.compactMap { $0["id"]?.string }, [Base64.encode(graces.credentialID, alphabet: .urlSafe)],
                       "the account's own passkeys, so the authenticator offers only those")
        let wrongAccount = try confirm(someoneElses)
        XCTAssertEqual(wrongAccount.status, .unprocessableContent)
        XCTAssertTrue(wrongAccount.text.contains("belongs to another account than grace@example.com"), wrongAccount.text)
        let loginChallenge = try confirm(graces, options: "/login/passkey/options")
        XCTAssertEqual(loginChallenge.status, .unprocessableContent)
        XCTAssertTrue(loginChallenge.text.contains("expired or was used already"), "a login's challenge is not a join's")
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 0)

        let joined = try confirm(graces)
        XCTAssertEqual(joined.headers["Location"], "/")
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities WHERE user_id = 2"), 1)
        XCTAssertTrue(browser.get("/").text.contains("Hello, Grace"))
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE way_in = 'oidc'"), 1)
        XCTAssertEqual(browser.post("/login/oidc/link/passkey/options", [("link", link)]).status, .badRequest, "the join is done")
    }

    /// `--require-two-factor all`: the provider asks for its own second factor, so a single
    /// sign-on goes straight in; a password login to the same account still must set codes up.
    func testASingleSignOnMeetsTheTwoFactorRequirement() throws {
        TestApp.remove(app)
        app = try makeApp { $0.requireTwoFactor = .all }
        let browser = TestBrowser(app)
        XCTAssertEqual(try signIn(browser).headers["Location"], "/settings")
        XCTAssertEqual(browser.get("/workouts").status, .ok)
        XCTAssertEqual(browser.get("/settings").status, .ok)
        XCTAssertEqual(try app.count("SELECT count(*) FROM sessions WHERE way_in = 'oidc'"), 1)
        XCTAssertEqual(try signIn(TestBrowser(app)).headers["Location"], "/", "a known member, straight to where they were going")
    }

    func testAnUnverifiedEmailDoesNotJoinAnAccount() throws {
        TestBrowser(app).signUp(email: "grace@example.com")
        try app.execute("DELETE FROM sessions")
        provider.change { $0.claims["email_verified"] = "false" }
        try assertRefused(TestBrowser(app), saying: "has not verified that address")
    }

    func testWithSignUpClosedTheAdministratorMustMakeTheAccount() throws {
        TestApp.remove(app)
        app = try makeApp(signup: false)
        try assertRefused(TestBrowser(app), saying: "Ask the administrator to create one")
        XCTAssertEqual(try app.count("SELECT count(*) FROM users"), 0)
    }

    func testDeletingTheAccountRemovesItsIdentities() throws {
        _ = try signIn(TestBrowser(app))
        try app.database.deleteUser(userID: 1)
        XCTAssertEqual(try app.count("SELECT count(*) FROM identities"), 0)
    }

    func testTheOptionsAndTheirVariables() throws {
        let folder = TestApp.temporaryFolder()
        let secretFile = folder + "/secret"
        try "s3cret\n".write(toFile: secretFile, atomically: true, encoding: .utf8)
        let flags = ["--public-url", Self.site, "--oidc-issuer", "https://id.example.org/realms/gym", "--oidc-client-id", "lifting-log",
                     "--oidc-client-secret-file", secretFile, "--oidc-name", "Keycloak", "--oidc-signup", "--oidc-staff-claim", "groups=gym-staff",
                     "--oidc-ca-file", "/etc/ca.pem"]
        guard case .serve(let config) = try CommandLineOptions.parse(flags, environment: [:]) else { return XCTFail("not serve") }
        XCTAssertEqual(config.singleSignOn.issuer, "https://id.example.org/realms/gym")
        XCTAssertEqual(config.singleSignOn.clientID, "lifting-log")
        XCTAssertEqual(config.singleSignOn.clientSecret, "s3cret")
        XCTAssertEqual(config.singleSignOn.name, "Keycloak")
        XCTAssertTrue(config.singleSignOn.signup)
        XCTAssertEqual(config.singleSignOn.staffClaim, try StaffClaim("groups=gym-staff"))
        XCTAssertEqual(config.singleSignOn.caFile, "/etc/ca.pem")
        let environment = ["LIFTINGLOG_PUBLIC_URL": Self.site, "LIFTINGLOG_OIDC_ISSUER": "https://auth.example.org/", "LIFTINGLOG_OIDC_CLIENT_ID": "c",
                           "LIFTINGLOG_OIDC_CLIENT_SECRET_FILE": secretFile, "LIFTINGLOG_OIDC_SIGNUP": "yes", "LIFTINGLOG_OIDC_NAME": "Authentik"]
        guard case .serve(let fromEnvironment) = try CommandLineOptions.parse([], environment: environment) else { return XCTFail("not serve") }
        XCTAssertEqual(fromEnvironment.singleSignOn.issuer, "https://auth.example.org/")
        XCTAssertEqual(fromEnvironment.singleSignOn.name, "Authentik")
        XCTAssertTrue(fromEnvironment.singleSignOn.signup)
        XCTAssertThrowsError(try CommandLineOptions.parse(Array(flags.dropFirst(2)), environment: [:])) { error in
            XCTAssertTrue("\(error)".contains("needs --public-url"), "\(error)")
        }
        XCTAssertThrowsError(try CommandLineOptions.parse(["--oidc-issuer", "https://id.example.org"], environment: [:])) { error in
            XCTAssertTrue("\(error)".contains("needs all of"), "\(error)")
        }
        XCTAssertThrowsError(try CommandLineOptions.parse(["--oidc-issuer", "http://id.example.org"], environment: [:]))
        XCTAssertThrowsError(try CommandLineOptions.parse(["--oidc-client-secret-file", folder + "/missing"], environment: [:]))
        XCTAssertTrue(CommandLineOptions.usage.contains("--oidc-staff-claim NAME=VALUE"))
    }
}
