import Domain
import Foundation
import TestSupport
import XCTest

/// The real exports in `../shared/fixtures/real/strength/`, imported and compared with the
/// independent count of `RealStrengthExport`: sets, training days, rows refused, and every
/// exercise's best Brzycki estimate per day, rounded once to 0.1 kg (compared through their
/// number and their sum). Fitbod's UTC days are read in UTC, as the count did.
final class RealStrengthFilesTests: XCTestCase {
    func testEveryRealFileMatchesTheIndependentCount() throws {
        guard RealStrengthExport.folderIsThere else { throw XCTSkip("../shared/fixtures/real/strength/ is not beside this repository") }
        for file in RealStrengthExport.all {
            let bytes = try XCTUnwrap(file.bytes, file.name)
            let result = try HistoryImporter.parse(bytes, unit: try XCTUnwrap(WeightUnit(rawValue: file.unit)), timeZone: .utc)
            XCTAssertEqual(result.format.rawValue, file.format, file.name)
            XCTAssertEqual(result.sets.count, file.sets, "sets of \(file.name)")
            XCTAssertEqual(Set(result.sets.map(\.date)).count, file.days, "days of \(file.name)")
            XCTAssertEqual(result.rejectedCount, file.rejected, "rejected rows of \(file.name): \(result.rejected.prefix(3))")
            XCTAssertNil(result.refusal, file.name)
            let bests = BestPerDay(result.sets).exercises.flatMap(\.days).map { $0.value(in: .kg) }
            XCTAssertEqual(bests.count, file.bests, "daily bests of \(file.name)")
            XCTAssertEqual(bests.reduce(0, +), file.sumOfBests, accuracy: 0.05, "the sum of the daily bests of \(file.name)")
        }
    }

    /// Fitbod writes UTC: a set at 22:14 UTC on 17 January was lifted on the 18th in Sydney.
    func testFitbodDaysAreTheLiftersLocalDays() throws {
        guard let bytes = SharedFixture.bytes("real/strength/fitbod-2021-chrsilvi.csv") else {
            throw XCTSkip("../shared/fixtures/real/strength/ is not beside this repository")
        }
        let sydney = try TimeZoneRules(tzif: TZifFixture.file("Australia/Sydney"))
        let utc = try HistoryImporter.parse(bytes, unit: .kg, timeZone: .utc)
        let local = try HistoryImporter.parse(bytes, unit: .kg, timeZone: sydney)
        XCTAssertEqual(utc.sets.first?.date, CalendarDate(iso: "2021-01-17"))
        XCTAssertEqual(local.sets.first?.date, CalendarDate(iso: "2021-01-18"))
        XCTAssertEqual(local.sets.count, utc.sets.count)
    }
}
