@testable import HTTP
import XCTest

final class ReadBufferTests: XCTestCase {
    func testReleasedPagesLeaveMemoryAndComeBackAsZerosThatTakeNewBytes() throws {
        let buffer = try ReadBuffer()
        XCTAssertEqual(buffer.residentPages, 0, "a fresh mapping holds no page until written")
        for index in 0..<ReadBuffer.size { buffer.bytes[index] = UInt8(truncatingIfNeeded: index % 251) }
        XCTAssertEqual(buffer.residentPages, ReadBuffer.size / Int(getpagesize()))
        buffer.release()
        XCTAssertEqual(buffer.residentPages, 0)
        XCTAssertEqual(buffer.bytes[100], 0, "a released page reads as zero")
        buffer.bytes[100] = 42
        XCTAssertEqual(buffer.bytes[100], 42)
        XCTAssertEqual(buffer.residentPages, 1, "only the page touched since comes back")
    }
}
