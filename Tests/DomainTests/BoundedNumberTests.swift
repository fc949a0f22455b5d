import Domain
import XCTest

/// `BoundedNumber`, the one reader of a number from text (issue 35): a value in the stated
/// range or nil, whatever the text, so no arithmetic downstream can trap.
final class BoundedNumberTests: XCTestCase {
    func testTheEdgesOfIntAreReadOnlyWhenTheRangeHoldsThem() {
        XCTAssertEqual(BoundedNumber.integer("-9223372036854775808", in: Int.min...Int.max), Int.min)
        XCTAssertEqual(BoundedNumber.integer("9223372036854775807", in: Int.min...Int.max), Int.max)
        XCTAssertNil(BoundedNumber.integer("-9223372036854775808", in: 1...14), "the text that stopped the server as a routine day")
        XCTAssertNil(BoundedNumber.integer("9223372036854775807", in: 1...14))
        XCTAssertNil(BoundedNumber.integer("9223372036854775808", in: Int.min...Int.max), "one past Int.max")
        XCTAssertNil(BoundedNumber.integer("-9223372036854775809", in: Int.min...Int.max), "one past Int.min")
    }

    func testSignsZerosAndSpacesAreReadAsPeopleWriteThem() {
        XCTAssertEqual(BoundedNumber.integer("+1", in: 1...10), 1)
        XCTAssertEqual(BoundedNumber.integer("01", in: 1...10), 1)
        XCTAssertEqual(BoundedNumber.integer("-0", in: 0...10), 0)
        XCTAssertEqual(BoundedNumber.integer(" 7 ", in: 1...10), 7)
        XCTAssertEqual(BoundedNumber.integer("\t7", in: 1...10), 7)
        XCTAssertNil(BoundedNumber.integer("", in: 0...10))
        XCTAssertNil(BoundedNumber.integer("   ", in: 0...10))
        XCTAssertNil(BoundedNumber.integer("7 7", in: 0...100))
        XCTAssertNil(BoundedNumber.integer("\n7", in: 0...10), "only spaces and tabs are trimmed")
        XCTAssertNil(BoundedNumber.integer("+-1", in: -10...10))
        XCTAssertNil(BoundedNumber.integer("1.0", in: 0...10))
        XCTAssertNil(BoundedNumber.integer("1e3", in: 0...10_000))
        XCTAssertNil(BoundedNumber.integer(nil as String?, in: 0...10))
    }

    func testFloatWordsAreNoWholeNumbers() {
        for text in ["1e308", "NaN", "nan", "inf", "-inf", "infinity", "0x10"] {
            XCTAssertNil(BoundedNumber.integer(text, in: Int.min...Int.max), text)
        }
    }

    func testAHundredThousandDigitsAreOutOfEveryRangeButLeadingZerosAreNot() {
        let digits = String(repeating: "9", count: 100_000)
        XCTAssertNil(BoundedNumber.integer(digits, in: Int.min...Int.max))
        XCTAssertNil(BoundedNumber.integer("-" + digits, in: Int64.min...Int64.max))
        XCTAssertNil(BoundedNumber.decimal(digits, in: -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude),
                     "past Double's range is infinity, which no range holds")
        let zeros = String(repeating: "0", count: 100_000)
        XCTAssertEqual(BoundedNumber.integer(zeros + "7", in: 1...10), 7)
        XCTAssertEqual(BoundedNumber.decimal("0." + zeros + "1", in: 0...1), 0, "underflows to zero, within the range")
    }

    func testEveryIntegerTypeAndItsOwnEdges() {
        XCTAssertEqual(BoundedNumber.integer("255", in: UInt8.min...UInt8.max), 255)
        XCTAssertNil(BoundedNumber.integer("256", in: UInt8.min...UInt8.max))
        XCTAssertNil(BoundedNumber.integer("-1", in: UInt16.min...UInt16.max))
        XCTAssertEqual(BoundedNumber.integer("-2147483648", in: Int32.min...Int32.max), Int32.min)
        XCTAssertEqual(BoundedNumber.integer("9223372036854775807", in: RowID.range), Int64.max)
        XCTAssertNil(BoundedNumber.integer("0", in: RowID.range), "ids start at 1")
    }

    func testARangeOfOneValueAndRangesAtTheEdgesOfTheType() {
        XCTAssertEqual(BoundedNumber.integer("7", in: 7...7), 7)
        XCTAssertNil(BoundedNumber.integer("8", in: 7...7))
        XCTAssertEqual(BoundedNumber.integer("-9223372036854775808", in: Int.min...Int.min), Int.min)
        XCTAssertNil(BoundedNumber.integer("-9223372036854775807", in: Int.min...Int.min))
        XCTAssertEqual(BoundedNumber.decimal("2.5", in: 2.5...2.5), 2.5)
        XCTAssertNil(BoundedNumber.decimal("2.50001", in: 2.5...2.5))
    }

    func testAnInfiniteRangeStillHoldsNoInfinityAndNoNaN() {
        let everything = -Double.infinity...Double.infinity
        for text in ["inf", "-inf", "infinity", "NaN", "nan", "-nan", "1e309", "-1e309"] {
            XCTAssertNil(BoundedNumber.decimal(text, in: everything), text)
        }
        XCTAssertEqual(BoundedNumber.decimal("1e308", in: everything), 1e308)
    }

    func testDecimalsAreReadWithinTheirRange() {
        XCTAssertEqual(BoundedNumber.decimal("102.5", in: 0...2_000), 102.5)
        XCTAssertEqual(BoundedNumber.decimal(" 80 ", in: 0...2_000), 80)
        XCTAssertEqual(BoundedNumber.decimal("+1", in: 0...2_000), 1)
        XCTAssertEqual(BoundedNumber.decimal("01", in: 0...2_000), 1)
        XCTAssertEqual(BoundedNumber.decimal("1e3", in: 0...2_000), 1_000)
        let negativeZero = BoundedNumber.decimal("-0", in: 0...2_000)
        XCTAssertEqual(negativeZero, 0, "-0 equals 0, so a range from 0 holds it")
        XCTAssertNil(BoundedNumber.decimal("1e308", in: 0...2_000))
        XCTAssertNil(BoundedNumber.decimal("-0.01", in: 0...2_000))
        XCTAssertNil(BoundedNumber.decimal("", in: 0...2_000))
        XCTAssertNil(BoundedNumber.decimal("  ", in: 0...2_000))
        XCTAssertNil(BoundedNumber.decimal("12,5", in: 0...2_000), "a decimal comma is the caller's to turn into a point")
        XCTAssertNil(BoundedNumber.decimal("1.2.3", in: 0...2_000))
    }

    func testHexadecimalWithARadix() {
        XCTAssertEqual(BoundedNumber.integer("7B", radix: 16, in: 0...0x10FFFF), 0x7B)
        XCTAssertEqual(BoundedNumber.integer("7b", radix: 16, in: UInt32(0)...0x10FFFF), 0x7B)
        XCTAssertNil(BoundedNumber.integer("110000", radix: 16, in: UInt32(0)...0x10FFFF), "past the last code point")
        XCTAssertNil(BoundedNumber.integer("0x7B", radix: 16, in: 0...Int.max))
        XCTAssertNil(BoundedNumber.integer("G", radix: 16, in: 0...Int.max))
        XCTAssertEqual(BoundedNumber.integer("ffffffffffffffff", radix: 16, in: 0...UInt.max), UInt.max)
    }

    func testSubstringsAreReadInPlace() {
        let line = "day-9223372036854775808"
        XCTAssertNil(BoundedNumber.integer(line.dropFirst(4), in: 1...14))
        XCTAssertEqual(BoundedNumber.integer("day-3".dropFirst(4), in: 1...14), 3)
    }
}
