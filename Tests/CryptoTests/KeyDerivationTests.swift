import Crypto
import XCTest

final class KeyDerivationTests: XCTestCase {
    /// RFC 7914 §11, first vector.
    func testPBKDF2SingleIteration() throws {
        let key = try KeyDerivation.pbkdf2SHA256(
            password: Array("passwd".utf8), salt: Array("salt".utf8), iterations: 1, keyLength: 64)
        XCTAssertEqual(key, hexBytes("""
            55 ac 04 6e 56 e3 08 9f ec 16 91 c2 25 44 b6 05
            f9 41 85 21 6d de 04 65 e6 8b 9d 57 c2 0d ac bc
            49 ca 9c cc f1 79 b6 45 99 16 64 b3 9d 77 ef 31
            7c 71 b8 45 b1 e3 0b d5 09 11 20 41 d3 a1 97 83
            """))
    }

    /// RFC 7914 §11, second vector.
    func testPBKDF2EightyThousandIterations() throws {
        let key = try KeyDerivation.pbkdf2SHA256(
            password: Array("Password".utf8), salt: Array("NaCl".utf8), iterations: 80_000, keyLength: 64)
        XCTAssertEqual(key, hexBytes("""
            4d dc d8 f6 0b 98 be 21 83 0c ee 5e f2 27 01 f9
            64 1a 44 18 d0 4c 04 14 ae ff 08 87 6b 34 ab 56
            a1 d4 25 a1 22 58 33 54 9a db 84 1b 51 c9 b3 17
            6a 27 2b de bb a1 d0 78 47 8f 62 b3 97 f3 3c 8d
            """))
    }

    /// RFC 7914 §12, first vector: empty password and salt, N = 16.
    func testScryptEmptyPasswordAndSalt() throws {
        let key = try KeyDerivation.scrypt(password: [], salt: [], logN: 4, r: 1, p: 1, keyLength: 64)
        XCTAssertEqual(key, hexBytes("""
            77 d6 57 62 38 65 7b 20 3b 19 ca 42 c1 8a 04 97
            f1 6b 48 44 e3 07 4a e8 df df fa 3f ed e2 14 42
            fc d0 06 9d ed 09 48 f8 32 6a 75 3a 0f c8 1f 17
            e8 d3 e0 fb 2e 0d 36 28 cf 35 e2 0c 38 d1 89 06
            """))
    }

    /// RFC 7914 §12, second vector: N = 1024, r = 8, p = 16.
    func testScryptPasswordNaCl() throws {
        let key = try KeyDerivation.scrypt(
            password: Array("password".utf8), salt: Array("NaCl".utf8), logN: 10, r: 8, p: 16, keyLength: 64)
        XCTAssertEqual(key, hexBytes("""
            fd ba be 1c 9d 34 72 00 78 56 e7 19 0d 01 e9 fe
            7c 6a d7 cb c8 23 78 30 e7 73 76 63 4b 37 31 62
            2e af 30 d9 2e 22 a3 88 6f f1 09 27 9d 98 30 da
            c7 27 af b9 4a 83 ee 6d 83 60 cb df a2 cc 06 40
            """))
    }

    /// RFC 7914 §2: N must be less than 2^(128·r/8), so r = 1 allows at most N = 2^15.
    func testScryptRejectsCostTooHighForBlockSize() {
        XCTAssertThrowsError(try KeyDerivation.scrypt(password: [], salt: [], logN: 16, r: 1, p: 1, keyLength: 32)) { error in
            guard case .derivationFailed(let reason) = error as? PasswordHasherError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertTrue(reason.hasPrefix("EVP_PBE_scrypt: "), reason)
        }
    }
}
