import Crypto
import XCTest

final class PasswordHasherTests: XCTestCase {
    private let hasher = PasswordHasher.forTestsOnly

    /// Made with Python's hashlib and base64, salt 00 01 … 0f: the format and the key
    /// agree with an implementation that is not ours.
    private let knownPBKDF2 = "$pbkdf2-sha256$i=1000$AAECAwQFBgcICQoLDA0ODw$ppsXnjrdPB4KryJ6DrOqKqhkWrhv7PbKAMF1Eml8cZ4"
    private let knownScrypt = "$scrypt$ln=10,r=8,p=1$AAECAwQFBgcICQoLDA0ODw$mp90zEQd5XGhjEv4WArVH4Z0XRSzkGWtJK2S/AXJlRU"

    func testHashThenVerify() throws {
        let stored = try hasher.hash("correct horse battery staple")
        XCTAssertTrue(hasher.verify("correct horse battery staple", against: stored))
        XCTAssertFalse(hasher.verify("correct horse battery stapler", against: stored))
        XCTAssertFalse(hasher.verify("", against: stored))
    }

    func testHashIsPHCStringWithParametersAndSalt() throws {
        let fields = try hasher.hash("secret").split(separator: "$", omittingEmptySubsequences: false)
        XCTAssertEqual(fields.count, 5)
        XCTAssertEqual(fields[1], "pbkdf2-sha256")
        XCTAssertEqual(fields[2], "i=1000")
        XCTAssertEqual(Base64.decode(fields[3], alphabet: .standard)?.count, 16)
        XCTAssertEqual(Base64.decode(fields[4], alphabet: .standard)?.count, 32)
    }

    func testSamePasswordHashesDifferently() throws {
        XCTAssertNotEqual(try hasher.hash("secret"), try hasher.hash("secret"))
    }

    func testVerifiesKnownHashesFromAnotherImplementation() {
        XCTAssertTrue(hasher.verify("correct horse battery staple", against: knownPBKDF2))
        XCTAssertTrue(hasher.verify("correct horse battery staple", against: knownScrypt))
        XCTAssertTrue(hasher.verify(
            "pässwörd", against: "$pbkdf2-sha256$i=1000$AAECAwQFBgcICQoLDA0ODw$L1aYbGjzdoPwxPhGrTdCzJAIXgv98gXX9F7Efjyq3Og"))
        XCTAssertFalse(hasher.verify("Correct horse battery staple", against: knownScrypt))
    }

    func testVerifiesHashesMadeWithOtherParameters() throws {
        let scrypt = try PasswordHasher(parameters: .scrypt(logN: 10, r: 8, p: 1))
        let stronger = try PasswordHasher(parameters: .pbkdf2SHA256(iterations: 2_000))
        XCTAssertTrue(hasher.verify("secret", against: try scrypt.hash("secret")))
        XCTAssertTrue(hasher.verify("secret", against: try stronger.hash("secret")))
        XCTAssertTrue(scrypt.verify("secret", against: try hasher.hash("secret")))
    }

    func testEmptyPassword() throws {
        let stored = try hasher.hash("")
        XCTAssertTrue(hasher.verify("", against: stored))
        XCTAssertFalse(hasher.verify(" ", against: stored))
    }

    func testMalformedStoredStringsNeverVerify() {
        let salt = "AAECAwQFBgcICQoLDA0ODw"
        let key = "ppsXnjrdPB4KryJ6DrOqKqhkWrhv7PbKAMF1Eml8cZ4"
        let malformed = [
            "", "$", "$$$$", "$$$$$", "plain text password",
            "pbkdf2-sha256$i=1000$\(salt)$\(key)",
            "$pbkdf2-sha256$i=1000$\(salt)$\(key)$",
            "$pbkdf2-sha512$i=1000$\(salt)$\(key)",
            "$pbkdf2-sha256$1000$\(salt)$\(key)",
            "$pbkdf2-sha256$i=01000$\(salt)$\(key)",
            "$pbkdf2-sha256$i=+1000$\(salt)$\(key)",
            "$pbkdf2-sha256$i=-1$\(salt)$\(key)",
            "$pbkdf2-sha256$i=0$\(salt)$\(key)",
            "$pbkdf2-sha256$i=10000001$\(salt)$\(key)",
            "$pbkdf2-sha256$i=99999999999999999999$\(salt)$\(key)",
            "$pbkdf2-sha256$i=1000,r=8$\(salt)$\(key)",
            "$pbkdf2-sha256$i=1000$\(salt)==$\(key)",
            "$pbkdf2-sha256$i=1000$\(salt)$\(key)=",
            "$pbkdf2-sha256$i=1000$AAECAwQFBgcICQoLDA0OD!$\(key)",
            "$pbkdf2-sha256$i=1000$AAECAw$\(key)",
            "$pbkdf2-sha256$i=1000$\(salt)$ppsXnjrdPB4",
            "$pbkdf2-sha256$i=1000$\(salt)$",
            "$scrypt$ln=21,r=8,p=1$\(salt)$\(key)",
            "$scrypt$ln=16,r=1,p=1$\(salt)$\(key)",
            "$scrypt$r=8,ln=10,p=1$\(salt)$\(key)",
            "$scrypt$ln=10,r=8$\(salt)$\(key)",
            "$scrypt$ln=20,r=16,p=1$\(salt)$\(key)",
            "$scrypt$ln=20,r=8,p=16$\(salt)$\(key)",
            "$pbkdf2-sha256$i=1000$\(salt)$\(key)" + String(repeating: "A", count: 300),
        ]
        for stored in malformed {
            XCTAssertFalse(hasher.verify("correct horse battery staple", against: stored), stored)
        }
    }

    func testTamperedHashOrSaltFails() {
        let tamperedKey = knownPBKDF2.replacingLastCharacter(with: "Y")
        let tamperedSalt = knownPBKDF2.replacingOccurrences("AAECAwQF", with: "AAECAwQG")
        XCTAssertFalse(hasher.verify("correct horse battery staple", against: tamperedKey))
        XCTAssertFalse(hasher.verify("correct horse battery staple", against: tamperedSalt))
    }

    func testNeedsRehash() throws {
        let production = PasswordHasher.pbkdf2SHA256
        XCTAssertTrue(production.needsRehash(knownPBKDF2))
        XCTAssertTrue(production.needsRehash(knownScrypt))
        XCTAssertTrue(production.needsRehash("not a hash"))
        XCTAssertFalse(hasher.needsRehash(knownPBKDF2))
        XCTAssertFalse(hasher.needsRehash(try hasher.hash("secret")))
        let stronger = try PasswordHasher(parameters: .pbkdf2SHA256(iterations: 2_000))
        XCTAssertFalse(hasher.needsRehash(try stronger.hash("secret")))
        XCTAssertTrue(PasswordHasher.scrypt.needsRehash(knownScrypt))
        XCTAssertTrue(try PasswordHasher(parameters: .scrypt(logN: 10, r: 8, p: 2)).needsRehash(knownScrypt))
        XCTAssertFalse(try PasswordHasher(parameters: .scrypt(logN: 10, r: 8, p: 1)).needsRehash(knownScrypt))
    }

    /// A stored string with a higher cost than the hasher's needs no rehash when it can be
    /// read, so `true` here shows the parser refused it before deriving anything.
    func testOutOfBoundsStoredParametersAreRefusedUnread() throws {
        let salt = "AAECAwQFBgcICQoLDA0ODw"
        let key = "ppsXnjrdPB4KryJ6DrOqKqhkWrhv7PbKAMF1Eml8cZ4"
        let scrypt = try PasswordHasher(parameters: .scrypt(logN: 10, r: 8, p: 1))
        XCTAssertFalse(hasher.needsRehash("$pbkdf2-sha256$i=10000000$\(salt)$\(key)"))
        XCTAssertTrue(hasher.needsRehash("$pbkdf2-sha256$i=10000001$\(salt)$\(key)"))
        XCTAssertFalse(scrypt.needsRehash("$scrypt$ln=20,r=8,p=1$\(salt)$\(key)"))
        XCTAssertTrue(scrypt.needsRehash("$scrypt$ln=21,r=8,p=1$\(salt)$\(key)"))
        XCTAssertTrue(scrypt.needsRehash("$scrypt$ln=20,r=16,p=1$\(salt)$\(key)"))
        XCTAssertTrue(scrypt.needsRehash("$scrypt$ln=20,r=8,p=16$\(salt)$\(key)"))
    }

    func testNeedsRehashForShortSalt() {
        let eightByteSalt = "$pbkdf2-sha256$i=1000$AAECAwQFBgc$ppsXnjrdPB4KryJ6DrOqKqhkWrhv7PbKAMF1Eml8cZ4"
        XCTAssertTrue(hasher.needsRehash(eightByteSalt))
    }

    func testRejectsParametersThatVerifyCouldNotRead() {
        let invalid: [PasswordHasher.Parameters] = [
            .pbkdf2SHA256(iterations: 0),
            .pbkdf2SHA256(iterations: 10_000_001),
            .scrypt(logN: 21, r: 8, p: 1),
            .scrypt(logN: 0, r: 8, p: 1),
            .scrypt(logN: 16, r: 1, p: 1),
            .scrypt(logN: 20, r: 16, p: 1),
        ]
        for parameters in invalid {
            XCTAssertThrowsError(try PasswordHasher(parameters: parameters), "\(parameters)") { error in
                guard case .invalidParameters = error as? PasswordHasherError else {
                    return XCTFail("unexpected error \(error)")
                }
            }
        }
    }

    func testPresetsAreValid() {
        for preset in [PasswordHasher.pbkdf2SHA256, .scrypt, .forTestsOnly] {
            XCTAssertNoThrow(try PasswordHasher(parameters: preset.parameters))
        }
        XCTAssertEqual(PasswordHasher.pbkdf2SHA256.parameters, .pbkdf2SHA256(iterations: 600_000))
        XCTAssertEqual(PasswordHasher.scrypt.parameters, .scrypt(logN: 17, r: 8, p: 1))
    }

    /// Prints what one production hash costs on this machine; not asserted, machines differ.
    func testProductionHashDuration() throws {
        for (name, production) in [("PBKDF2-SHA256 i=600000", PasswordHasher.pbkdf2SHA256), ("scrypt ln=17,r=8,p=1", .scrypt)] {
            var stored = ""
            let duration = try ContinuousClock().measure { stored = try production.hash("correct horse battery staple") }
            print("one \(name) hash took \(duration)")
            XCTAssertTrue(production.verify("correct horse battery staple", against: stored))
        }
    }
}

private extension String {
    func replacingLastCharacter(with replacement: Character) -> String {
        String(dropLast()) + String(replacement)
    }

    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
