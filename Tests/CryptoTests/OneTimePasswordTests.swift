import XCTest
@testable import Crypto

/// RFC 6238 Appendix B's test vectors (eight digits) and RFC 4226 Appendix D's (six digits).
final class OneTimePasswordTests: XCTestCase {
    private let sha1Seed = Array("12345678901234567890".utf8)
    private let sha256Seed = Array("12345678901234567890123456789012".utf8)

    func testRFC6238VectorsWithSHA1() {
        let expected: [(Int, String)] = [(59, "94287082"), (1_111_111_109, "07081804"), (1_111_111_111, "14050471"),
                                         (1_234_567_890, "89005924"), (2_000_000_000, "69279037"), (20_000_000_000, "65353130")]
        for (time, code) in expected {
            XCTAssertEqual(OneTimePassword.code(secret: sha1Seed, step: OneTimePassword.step(at: time), digits: 8,
                                                hash: HMACSHA1.authenticationCode), code, "T = \(time)")
        }
    }

    func testRFC6238VectorsWithSHA256() {
        let expected: [(Int, String)] = [(59, "46119246"), (1_111_111_109, "68084774"), (1_111_111_111, "67062674"),
                                         (1_234_567_890, "91819424"), (2_000_000_000, "90698825"), (20_000_000_000, "77737706")]
        for (time, code) in expected {
            XCTAssertEqual(OneTimePassword.code(secret: sha256Seed, step: OneTimePassword.step(at: time), digits: 8,
                                                hash: { HMACSHA256.authenticationCode(key: $0, message: $1) }), code, "T = \(time)")
        }
    }

    func testRFC4226SixDigitVectors() {
        let expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"]
        for (counter, code) in expected.enumerated() {
            XCTAssertEqual(OneTimePassword.code(secret: sha1Seed, step: Int64(counter)), code, "counter \(counter)")
        }
    }

    func testACodeIsTakenOneStepEitherSideAndNoFurther() {
        let now = 1_111_111_111
        let step = OneTimePassword.step(at: now)
        for drift in -1...1 {
            let code = OneTimePassword.code(secret: sha1Seed, step: step + Int64(drift))
            XCTAssertEqual(OneTimePassword.matchingStep(code, secret: sha1Seed, now: now, lastUsed: nil), step + Int64(drift))
        }
        for drift in [-2, 2] {
            let code = OneTimePassword.code(secret: sha1Seed, step: step + Int64(drift))
            XCTAssertNil(OneTimePassword.matchingStep(code, secret: sha1Seed, now: now, lastUsed: nil), "drift \(drift)")
        }
    }

    func testAStepAlreadyUsedIsRefused() {
        let now = 1_111_111_111
        let step = OneTimePassword.step(at: now)
        let code = OneTimePassword.code(secret: sha1Seed, step: step)
        XCTAssertNil(OneTimePassword.matchingStep(code, secret: sha1Seed, now: now, lastUsed: step))
        XCTAssertNil(OneTimePassword.matchingStep(code, secret: sha1Seed, now: now, lastUsed: step + 1))
        XCTAssertEqual(OneTimePassword.matchingStep(code, secret: sha1Seed, now: now, lastUsed: step - 1), step)
    }
}
