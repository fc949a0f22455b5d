import Domain
import XCTest

/// `init(clamping:)`, the one conversion from a floating-point value to an integer (issue 23).
final class ClampingTests: XCTestCase {
    func testItTruncatesLikeIntWithinTheRange() {
        XCTAssertEqual(Int(clamping: 2.9), 2)
        XCTAssertEqual(Int(clamping: -2.9), -2)
        XCTAssertEqual(Int(clamping: 1e15.rounded()), 1_000_000_000_000_000)
        XCTAssertEqual(UInt8(clamping: 254.99), 254)
        XCTAssertEqual(Int32(clamping: Float(-7.5)), -7)
    }

    func testPastTheRangeItGivesTheEdgeAndNaNGivesZero() {
        XCTAssertEqual(Int(clamping: Double.nan), 0)
        XCTAssertEqual(Int(clamping: Double.infinity), .max)
        XCTAssertEqual(Int(clamping: -Double.infinity), .min)
        XCTAssertEqual(Int(clamping: 1e25), .max, "a pace over 10⁻²⁵ m")
        XCTAssertEqual(Int(clamping: 9_223_372_036_854_775_808.0), .max, "2⁶³, the first Double past Int.max")
        XCTAssertEqual(Int(clamping: 9_223_372_036_854_774_784.0), 9_223_372_036_854_774_784, "the last Double below it converts")
        XCTAssertEqual(Int(clamping: -9_223_372_036_854_775_808.0), .min)
        XCTAssertEqual(Int32(clamping: 3e9), .max)
        XCTAssertEqual(UInt8(clamping: -0.5), 0)
        XCTAssertEqual(UInt64(clamping: Float.greatestFiniteMagnitude), .max)
        XCTAssertEqual(Int16(clamping: Float.nan), 0)
    }
}
