@testable import HTTP
import XCTest

final class ByteSearchTests: XCTestCase {
    /// Against the plain byte-by-byte answer, for every byte value at every place in texts
    /// of every length around the eight-byte steps.
    func testContainsByteBelowAgreesWithAScanEverywhere() {
        for length in 0...19 {
            for place in 0..<max(length, 1) where length > 0 {
                for value in [0, 9, 10, 13, 14, 31, 32, 127, 128, 200, 255] as [UInt8] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = value
                    for limit in [1, 14, 32, 128] as [UInt8] {
                        let found = bytes.withUnsafeBufferPointer { ByteSearch.containsByte(below: limit, in: $0) }
                        XCTAssertEqual(found, bytes.contains { $0 < limit }, "\(value) at \(place) of \(length), below \(limit)")
                    }
                }
            }
        }
        XCTAssertFalse([UInt8]().withUnsafeBufferPointer { ByteSearch.containsByte(below: 14, in: $0) })
    }

    func testNeighbouringLanesDoNotBorrowIntoEachOther() {
        // A lane at 0x0E next to one that borrows from it in a naive subtraction.
        let bytes: [UInt8] = [0x0E, 0x0E, 0x0E, 0x0E, 0x0E, 0x0E, 0x0E, 0x0E, 0x0F, 0x8E, 0xFF, 0x0E, 0x0E, 0x0E, 0x0E, 0x0E]
        XCTAssertFalse(bytes.withUnsafeBufferPointer { ByteSearch.containsByte(below: 14, in: $0) })
    }
}
