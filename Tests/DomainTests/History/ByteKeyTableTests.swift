@testable import Domain
import XCTest

final class ByteKeyTableTests: XCTestCase {
    func testFindsWhatWasInsertedByItsBytesAlone() {
        var table = ByteKeyTable<Int>()
        let text = Array("Back Squat,Bench Press,Back Squat,,Dip".utf8)
        let cells = text.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        table.insert(1, for: cells[0])
        table.insert(2, for: cells[1])
        table.insert(3, for: cells[3])
        XCTAssertEqual(table[cells[2]], 1, "the same bytes elsewhere in the file")
        XCTAssertEqual(table[Array("Bench Press".utf8)[...]], 2, "the same bytes in another array")
        XCTAssertEqual(table[cells[3]], 3, "an empty cell is a key too")
        XCTAssertNil(table[cells[4]])
        XCTAssertNil(table[Array("Back Squa".utf8)[...]], "a prefix is another key")
        XCTAssertNil(table[Array("Back Squat ".utf8)[...]])
        XCTAssertEqual(table.count, 3)
    }

    func testKeepsEveryKeyAsItGrowsAndForgetsThemAllWhenEmptied() {
        var table = ByteKeyTable<Int>()
        let keys = (0..<5_000).map { Array("Oct \($0 % 28 + 1) \(1_900 + $0 / 28)".utf8)[...] }
        for (value, key) in keys.enumerated() { table.insert(value, for: key) }
        XCTAssertEqual(table.count, 5_000)
        for (value, key) in keys.enumerated() where table[key] != value {
            XCTFail("\(String(decoding: key, as: UTF8.self)) reads as \(String(describing: table[key])), not \(value)")
            break
        }
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        XCTAssertNil(table[keys[0]])
        table.insert(7, for: keys[1])
        XCTAssertEqual(table[keys[1]], 7)
    }

    func testKeepsNoKeyLongerThanItsLimit() {
        var table = ByteKeyTable<Int>()
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: ByteKeyTable<Int>.longestKey + 1)[...]
        table.insert(1, for: long)
        XCTAssertNil(table[long], "read again each time rather than kept")
        XCTAssertEqual(table.count, 0)
        let longest = long.dropLast()
        table.insert(2, for: longest)
        XCTAssertEqual(table[longest], 2)
    }
}
