import Domain
import XCTest

final class NumberTextTests: XCTestCase {
    func testPlainNumbers() {
        let cases: [(Double, Int, String)] = [
            (102.5, 2, "102.5"), (100, 2, "100"), (3.14159, 2, "3.14"), (0.1 + 0.2, 2, "0.3"), (-0.25, 2, "-0.25"),
            (-0.001, 2, "0"), (-1.5, 2, "-1.5"), (2.005, 9, "2.005"), (1e-9, 9, "0.000000001"), (99.999, 1, "100"),
            (1e15, 2, "0"), (.nan, 2, "0"), (.infinity, 2, "0"), (123_456_789_012.75, 2, "123456789012.75"), (5.5, -3, "6"),
        ]
        for (value, decimals, text) in cases {
            XCTAssertEqual(NumberText.plain(value, decimals: decimals), text, "\(value), \(decimals) decimals")
        }
    }

    /// The text the interpolating version wrote, for a spread of values and every precision.
    func testPlainAsBefore() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double.random(in: -1e6...1e6, using: &generator) / Double([1, 10, 1_000, 1e6].randomElement(using: &generator)!)
            for decimals in 0...9 {
                let text = NumberText.plain(value, decimals: decimals)
                guard text == Self.interpolated(value, decimals: decimals) else {
                    return XCTFail("\(value), \(decimals) decimals: \(text), before \(Self.interpolated(value, decimals: decimals))")
                }
            }
        }
    }

    private static func interpolated(_ value: Double, decimals: Int) -> String {
        let places = min(max(decimals, 0), 9)
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 1e15 else { return "0" }
        let units = Int(scaled)
        let whole = units / scale
        var fraction = abs(units % scale)
        let sign = units < 0 && whole == 0 ? "-" : ""
        guard fraction > 0 else { return "\(sign)\(whole)" }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let text = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - text.count) + text
    }
}
