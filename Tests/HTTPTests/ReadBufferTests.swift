import Glibc
@testable import HTTP
import XCTest

final class ReadBufferTests: XCTestCase {
    func testReleasedPagesLeaveMemoryAndComeBackAsZerosThatTakeNewBytes() throws {
        let buffer = try ReadBuffer()
        XCTAssertEqual(residentPages(of: buffer), 0, "a fresh mapping holds no page until written")
        for index in 0..<ReadBuffer.size { buffer.bytes[index] = UInt8(truncatingIfNeeded: index % 251) }
        XCTAssertEqual(residentPages(of: buffer), ReadBuffer.size / Int(getpagesize()))
        buffer.release()
        XCTAssertEqual(residentPages(of: buffer), 0)
        XCTAssertEqual(buffer.bytes[100], 0, "a released page reads as zero")
        buffer.bytes[100] = 42
        XCTAssertEqual(buffer.bytes[100], 42)
        XCTAssertEqual(residentPages(of: buffer), 1, "only the page touched since comes back")
    }

    /// The buffer's pages that hold memory now (mincore(2)).
    private func residentPages(of buffer: ReadBuffer) -> Int {
        var vector = [UInt8](repeating: 0, count: ReadBuffer.size / Int(getpagesize()))
        guard mincore(buffer.bytes.baseAddress, ReadBuffer.size, &vector) == 0 else { return -1 }
        return vector.reduce(0) { $0 + Int($1 & 1) }
    }
}
