@testable import Templates
import XCTest

final class ExactlySizedTests: XCTestCase {
    func testAnArrayGrownByAppendsIsCopiedIntoStorageOfItsCount() {
        var grown: [Int] = []
        for number in 0..<1_000 { grown.append(number) }
        XCTAssertGreaterThan(grown.capacity, grown.count, "appends leave spare capacity")
        let exact = grown.exactlySized
        XCTAssertEqual(exact, grown)
        XCTAssertLessThanOrEqual(exact.capacity, exact.count + 16 / MemoryLayout<Int>.stride, "no more than malloc's rounding")
    }
}
