@testable import Domain
import XCTest

/// Points over time with a cut and a gain, the values worked out apart from this code (the
/// published formulas in a few lines of Python, rounded to the hundredth as OpenPowerlifting
/// rounds): a lifter who cuts from 90 to 83 kg and keeps a 590 kg total gains points.
final class StrengthOverTimeTests: XCTestCase {
    private func day(_ text: String) -> CalendarDate { CalendarDate(iso: text)! }

    private let bests: [(lift: PowerLift, date: CalendarDate, kilograms: Double)] = [
        (.squat, CalendarDate(iso: "2023-12-30")!, 190), (.bench, CalendarDate(iso: "2023-12-31")!, 130),
        (.deadlift, CalendarDate(iso: "2023-12-31")!, 240),
        (.squat, CalendarDate(iso: "2024-01-02")!, 200), (.bench, CalendarDate(iso: "2024-01-03")!, 140),
        (.deadlift, CalendarDate(iso: "2024-01-04")!, 250),
        (.squat, CalendarDate(iso: "2024-03-05")!, 195),
        (.bench, CalendarDate(iso: "2024-06-10")!, 142.5),
        (.squat, CalendarDate(iso: "2024-06-12")!, 205), (.deadlift, CalendarDate(iso: "2024-06-12")!, 255),
    ]
    private let weights: [(date: CalendarDate, value: Double)] = [
        (CalendarDate(iso: "2024-01-01")!, 90), (CalendarDate(iso: "2024-02-01")!, 86.5),
        (CalendarDate(iso: "2024-03-01")!, 83), (CalendarDate(iso: "2024-06-01")!, 88),
    ]

    func testACutAndAGain() {
        let days = StrengthOverTime.days(bests: bests, bodyWeights: weights, sex: .male)
        // 2023-12-30 and -31: before the first weigh-in, no points; 2024-01-02 and -03 take
        // 2023-12-31's bench and deadlift, within their 12 weeks; 2024-06-10: the last squat
        // (03-05) is more than 12 weeks back, so there is no total.
        XCTAssertEqual(days.map(\.date), [day("2024-01-02"), day("2024-01-03"), day("2024-01-04"), day("2024-03-05"), day("2024-06-12")])
        XCTAssertEqual(days.map(\.totalKg), [570, 580, 590, 590, 602.5])
        XCTAssertEqual(days.map(\.bodyWeightKg), [90, 90, 90, 83, 88])
        let fourth = days[3]
        XCTAssertEqual([fourth.squatKg, fourth.benchKg, fourth.deadliftKg], [200, 140, 250], "the best of the window, not the day's 195")
        // 590 kg at 90 kg, then at 83 kg (the cut), then 602.5 kg at 88 kg (the gain).
        XCTAssertEqual(days[2].scores?.dots, 381.49)
        XCTAssertEqual(days[2].scores?.wilks2020, 452.53)
        XCTAssertEqual(days[2].scores?.ipfGL, 78.44)
        XCTAssertEqual(days[3].scores?.dots, 398.3)
        XCTAssertEqual(days[3].scores?.wilks2020, 472.97)
        XCTAssertEqual(days[3].scores?.ipfGL, 81.67)
        XCTAssertEqual(days[4].scores?.dots, 394.08)
        XCTAssertEqual(days[4].scores?.wilks2020, 467.6)
        XCTAssertEqual(days[4].scores?.ipfGL, 80.99)
    }

    func testRatherNotSayGivesTotalsWithoutPoints() {
        let days = StrengthOverTime.days(bests: bests, bodyWeights: weights, sex: nil)
        XCTAssertEqual(days.count, 5)
        XCTAssertTrue(days.allSatisfy { $0.scores == nil })
    }

    func testNoWeighInNoPoints() {
        XCTAssertEqual(StrengthOverTime.days(bests: bests, bodyWeights: [], sex: .female), [])
    }

    func testPowerLiftsByName() {
        XCTAssertEqual(PowerLift(liftName: "Romanian Deadlift"), .deadlift)
        XCTAssertEqual(PowerLift(liftName: "Back Squat"), .squat)
        XCTAssertEqual(PowerLift(liftName: "Bench Press (Barbell)"), .bench)
        XCTAssertNil(PowerLift(liftName: "Overhead Press"))
    }
}
