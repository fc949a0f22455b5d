import Crypto
import Dispatch
import Synchronization
import XCTest

final class SecureRandomTests: XCTestCase {
    func testBytesHaveRequestedLength() {
        XCTAssertEqual(SecureRandom.bytes(0).count, 0)
        XCTAssertEqual(SecureRandom.bytes(1).count, 1)
        XCTAssertEqual(SecureRandom.bytes(32).count, 32)
    }

    /// Two equal 32-byte draws would happen once in 2^256; seeing one means a broken source.
    func testTwoDrawsDiffer() {
        XCTAssertNotEqual(SecureRandom.bytes(32), SecureRandom.bytes(32))
    }

    func testTokenIsUnpaddedBase64URL() {
        let token = SecureRandom.token(bytes: 32)
        XCTAssertEqual(token.count, 43)
        XCTAssertEqual(Base64.decode(token, alphabet: .urlSafe)?.count, 32)
        XCTAssertNotEqual(token, SecureRandom.token(bytes: 32))
        XCTAssertEqual(SecureRandom.token(bytes: 16).count, 22)
    }

    /// A thread's buffer (`RandomPool`) hands each byte out once: draws across many refills,
    /// of sizes that do not divide the buffer, on several threads at once, never repeat, and
    /// a draw larger than the buffer comes whole.
    func testPooledDrawsNeverRepeatAcrossRefillsAndThreads() {
        let draws = Mutex<[[UInt8]]>([])
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var mine: [[UInt8]] = []
            for index in 0..<1_000 { mine.append(Self.pooled(16 + (index + thread) % 33)) }
            draws.withLock { $0 += mine }
        }
        let all = draws.withLock { $0 }
        XCTAssertEqual(all.count, 4_000)
        XCTAssertEqual(Set(all.filter { $0.count >= 16 }.map { Array($0.prefix(16)) }).count, 4_000, "a 16-byte prefix seen twice")
        XCTAssertFalse(all.contains { $0.allSatisfy { $0 == 0 } }, "a draw of zeros: the used part of the buffer was handed out again")
        XCTAssertEqual(Self.pooled(10_000).count, 10_000)
        XCTAssertEqual(Self.pooled(0), [])
    }

    /// `count` bytes as `SecureRandom.fillPooled` gives them.
    private static func pooled(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            SecureRandom.fillPooled(UnsafeMutableRawBufferPointer(buffer))
            initialized = count
        }
    }
}
