import Domain
import XCTest

final class ASCIITextTests: XCTestCase {
    func testNumbersWithAndWithoutPadding() {
        let cases: [(Int, Int, String)] = [
            (0, 1, "0"), (7, 4, "0007"), (12, 2, "12"), (123, 2, "123"), (-5, 3, "-005"), (2026, 4, "2026"),
            (Int.max, 1, "9223372036854775807"), (Int.min, 1, "-9223372036854775808"),
        ]
        for (number, width, text) in cases {
            XCTAssertEqual(ASCIIText.make(capacity: 24) { $0.append(number, width: width) }, text, "\(number) width \(width)")
        }
    }

    func testLiteralsAndBytesInOrder() {
        let text = ASCIIText.make(capacity: 16) { text in
            text.append("Sat")
            text.append(byte: UInt8(ascii: " "))
            text.append(11)
        }
        XCTAssertEqual(text, "Sat 11")
    }

    /// The iso text, as the interpolation it replaced wrote it, for every day of 1900 to 2100
    /// and for years out of 1...9999.
    func testISODatesAsBefore() {
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        for days in stride(from: -25_567, through: 47_482, by: 1) {
            let date = CalendarDate(daysSinceEpoch: days)
            let expected = "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
            guard date.iso == expected else { return XCTFail("\(days): \(date.iso), expected \(expected)") }
            XCTAssertEqual(CalendarDate(iso: expected), date)
        }
        // Out of 1...9999 (never stored or shown): the sign before the padded digits, where the
        // interpolating version wrote "00-1-12-31".
        XCTAssertEqual(CalendarDate(daysSinceEpoch: -719_529).iso, "-0001-12-31")
        XCTAssertEqual(CalendarDate(daysSinceEpoch: 2_932_897).iso, "10000-01-01")
    }

    func testDatesReadFromBytesInPlace() {
        var text = "2024-02-29"
        XCTAssertEqual(text.withUTF8 { CalendarDate(iso: $0) }, CalendarDate(year: 2024, month: 2, day: 29))
        text = "2023-02-29"
        XCTAssertNil(text.withUTF8 { CalendarDate(iso: $0) })
        XCTAssertNil(CalendarDate(iso: UnsafeBufferPointer(start: nil, count: 0)))
    }
}
