import Domain
import XCTest

/// The ID token's claims checked as OpenID Connect Core §3.1.3.7 asks, on hand-made tokens.
final class IDTokenClaimsTests: XCTestCase {
    private let now = 1_800_000_000
    private let issuer = "https://id.example.org/application/o/gym/"

    private func claims(_ changes: [String: String?] = [:]) throws -> IDTokenClaims {
        var all: [String: String?] = [
            "iss": "\"\(issuer)\"", "sub": "\"248289761001\"", "aud": "\"lifting-log\"", "exp": String(now + 300),
            "iat": String(now - 5), "nonce": "\"n-0S6_WzA2Mj\"", "email": "\"grace@example.com\"", "email_verified": "true",
        ]
        all.merge(changes) { $1 }
        let json = "{" + all.compactMap { key, value in value.map { "\"\(key)\":\($0)" } }.joined(separator: ",") + "}"
        return try IDTokenClaims(json: Array(json.utf8))
    }

    private func check(_ claims: IDTokenClaims) throws {
        try claims.check(issuer: issuer, clientID: "lifting-log", nonce: "n-0S6_WzA2Mj", now: now)
    }

    private func assertRefused(_ changes: [String: String?], saying text: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try check(claims(changes)), file: file, line: line) { error in
            XCTAssertTrue("\(error)".contains(text), "\(error)", file: file, line: line)
        }
    }

    func testAGoodTokenPasses() throws {
        let good = try claims()
        XCTAssertNoThrow(try check(good))
        XCTAssertEqual(good.subject, "248289761001")
        XCTAssertEqual(good.email, "grace@example.com")
        XCTAssertTrue(good.emailVerified)
        XCTAssertNoThrow(try check(claims(["aud": #"["other","lifting-log"]"#, "azp": "\"lifting-log\""])), "one of several audiences")
    }

    func testEachClaimIsChecked() {
        assertRefused(["iss": "\"https://evil.example.org/\""], saying: "not the configured issuer")
        assertRefused(["aud": "\"another-app\""], saying: "its aud does not name the client ID lifting-log")
        assertRefused(["aud": #"["a","b"]"#], saying: "its aud does not name")
        assertRefused(["aud": #"["other","lifting-log"]"#, "azp": "\"other\""], saying: "issued to another client")
        assertRefused(["exp": String(now - 121)], saying: "has expired")
        assertRefused(["iat": String(now + 121)], saying: "issued in the future")
        assertRefused(["nonce": "\"someone-elses\""], saying: "nonce differs")
        assertRefused(["nonce": nil], saying: "nonce differs")
    }

    func testSmallClockSkewIsForgiven() {
        XCTAssertNoThrow(try check(claims(["exp": String(now - 60), "iat": String(now + 60)])))
    }

    func testMissingOrMistypedClaimsAreRefusedWhileParsing() {
        for (claim, value) in [("sub", nil), ("iss", nil), ("aud", nil), ("aud", "5"), ("exp", nil), ("exp", "\"soon\""), ("iat", "1e300"), ("exp", "-1")] as [(String, String?)] {
            XCTAssertThrowsError(try claims([claim: value]), "\(claim) = \(value ?? "absent")")
        }
        XCTAssertThrowsError(try IDTokenClaims(json: Array("[1]".utf8)))
        XCTAssertThrowsError(try IDTokenClaims(json: Array("{\"iss\":".utf8)))
    }

    func testAnUnverifiedEmailIsSaidSo() throws {
        XCTAssertFalse(try claims(["email_verified": "false"]).emailVerified)
        XCTAssertFalse(try claims(["email_verified": nil]).emailVerified)
        XCTAssertTrue(try claims(["email_verified": "\"true\""]).emailVerified)
    }

    func testStaffClaimMatchesAValueOrAListMember() throws {
        let staff = try StaffClaim("groups=gym-staff")
        XCTAssertTrue(staff.isStaff(try claims(["groups": #"["members","gym-staff"]"#])))
        XCTAssertTrue(staff.isStaff(try claims(["groups": "\"gym-staff\""])))
        XCTAssertFalse(staff.isStaff(try claims(["groups": #"["members"]"#])))
        XCTAssertFalse(staff.isStaff(try claims(["groups": nil])))
        XCTAssertThrowsError(try StaffClaim("groups"))
        XCTAssertThrowsError(try StaffClaim("=x"))
        XCTAssertThrowsError(try StaffClaim("groups="))
    }
}
