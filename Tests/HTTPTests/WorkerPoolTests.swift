import Dispatch
import XCTest
@testable import HTTP

final class WorkerPoolTests: XCTestCase {
    func testQueueIsBoundedAndDrainsInOrder() {
        let pool = WorkerPool(threads: 1, queueLimit: 2)
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let order = OrderLog()
        XCTAssertTrue(pool.submit { started.signal(); gate.wait(); order.append("first") })
        started.wait()
        XCTAssertTrue(pool.submit { order.append("second") })
        XCTAssertTrue(pool.submit { order.append("third") })
        XCTAssertFalse(pool.submit { order.append("refused") }, "a full queue refuses at once instead of growing")
        gate.signal()
        pool.shutdown()
        XCTAssertEqual(order.entries, ["first", "second", "third"])
    }

    /// A job that finds every thread busy gets a new one, up to the maximum; past it, jobs wait.
    func testStartsAThreadForAJobWhenEveryOtherIsBusyUpToTheMaximum() {
        let pool = WorkerPool(threads: 3, queueLimit: 8)
        XCTAssertEqual(pool.threadCount, 0, "no thread before the first job")
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        for _ in 0..<5 {
            XCTAssertTrue(pool.submit { started.signal(); gate.wait() })
        }
        for _ in 0..<3 { started.wait() }
        XCTAssertEqual(pool.threadCount, 3)
        XCTAssertEqual(pool.queueDepth, 2)
        for _ in 0..<5 { gate.signal() }
        pool.shutdown()
    }

    func testNoJobsAfterShutdown() {
        let pool = WorkerPool(threads: 2, queueLimit: 8)
        pool.shutdown()
        XCTAssertFalse(pool.submit {})
    }
}
