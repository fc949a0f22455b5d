import Glibc
@testable import HTTP
import XCTest

/// The output queue through a fake socket that takes a given number of bytes per write, so
/// every way a short write can end is reached without timing.
final class OutputQueueTests: XCTestCase {
    private let head = Array(repeating: UInt8(ascii: "h"), count: 100)
    private let body = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
    private let tail = Array(repeating: UInt8(ascii: "t"), count: 50)

    private func queued() -> OutputQueue {
        var queue = OutputQueue()
        queue.appendCopied { $0.append(contentsOf: head) }
        queue.append(body: body[...])
        queue.append(body: tail[...])
        return queue
    }

    func testEveryWriteSizeDeliversTheBytesInOrder() {
        for step in [1, 7, 99, 100, 101, 4096, 10_099, 10_100, 10_101, 10_150, 100_000] {
            var queue = queued()
            XCTAssertEqual(drain(&queue, steps: [step]), head + body + tail, "\(step) bytes a write")
            XCTAssertEqual(queue.pending, 0)
        }
    }

    func testShortWritesEndingInsideTheHeadAtTheBoundaryAndInsideTheBody() {
        var queue = queued()
        XCTAssertEqual(drain(&queue, steps: [40, 60, 1, 4_999, 5_000, 25, 25]), head + body + tail)
    }

    func testABigBodyIsReferencedAndASmallOneCopied() {
        var queue = queued()
        let bodyAddress = body.withUnsafeBytes { UnsafeRawPointer($0.baseAddress!) }
        var seen: [(UnsafeRawPointer?, Int)] = []
        _ = queue.write { vectors in
            seen = vectors.map { (UnsafeRawPointer($0.iov_base), $0.iov_len) }
            return 0
        }
        XCTAssertEqual(seen.count, 3, "head, the shared body, the copied tail")
        XCTAssertEqual(seen[1].0, bodyAddress, "the body goes out from its own storage")
        XCTAssertEqual(seen.map(\.1), [100, 10_000, 50])
        XCTAssertEqual(queue.pending, 10_150, "nothing is dropped when nothing was sent")
    }

    func testAFailedWriteKeepsEverything() {
        var queue = queued()
        XCTAssertEqual(queue.write { _ in -1 }, -1)
        XCTAssertEqual(drain(&queue, steps: [333]), head + body + tail)
    }

    func testResponsesQueuedWhileOneIsHalfSentFollowIt() {
        var queue = queued()
        var received = drain(&queue, steps: [5_000], writes: 1)
        queue.appendCopied { $0.append(contentsOf: head) }
        queue.append(body: body[...])
        received += drain(&queue, steps: [777])
        XCTAssertEqual(received, head + body + tail + head + body)
        // Emptied, the queue takes the next response on a kept-alive connection as new.
        queue.append(body: tail[...])
        XCTAssertEqual(drain(&queue, steps: [10]), tail)
    }

    /// Writes with sizes taken from `steps` in turn (the last repeating) until the queue is
    /// empty or `writes` are done, and returns the bytes the fake socket took.
    private func drain(_ queue: inout OutputQueue, steps: [Int], writes: Int = .max) -> [UInt8] {
        var received: [UInt8] = []
        var round = 0
        while queue.pending > 0 && round < writes {
            let step = steps[min(round, steps.count - 1)]
            round += 1
            let sent = queue.write { vectors in
                var left = step
                for vector in vectors where left > 0 {
                    let count = min(left, vector.iov_len)
                    received.append(contentsOf: UnsafeRawBufferPointer(start: vector.iov_base, count: count))
                    left -= count
                }
                return step - left
            }
            XCTAssertGreaterThan(sent, 0)
        }
        return received
    }
}
