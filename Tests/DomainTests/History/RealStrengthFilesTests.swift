import Domain
import Foundation
import TestSupport
import XCTest

/// The real exports in `../shared/fixtures/real/strength/` (PROVENANCE.md names each one's
/// source), imported and compared with an independent count made outside this code (a Python
/// script reading each file with its own CSV reader): sets, training days, rows refused, and
/// every exercise's best Brzycki estimate per day, rounded once to 0.1 kg (compared here
/// through their number and their sum). Fitbod's UTC days are read in UTC, as the script did.
final class RealStrengthFilesTests: XCTestCase {
    private struct RealFile {
        let name: String
        let format: ImportFormat
        let unit: WeightUnit
        let sets, days, rejected, bests: Int
        let sumOfBests: Double

        init(_ name: String, _ format: ImportFormat, unit: WeightUnit, sets: Int, days: Int, rejected: Int, bests: Int, sumOfBests: Double) {
            (self.name, self.format, self.unit, self.sets, self.days, self.rejected, self.bests, self.sumOfBests)
                = (name, format, unit, sets, days, rejected, bests, sumOfBests)
        }
    }

    /// The unit is the form's for files whose rows and header name none (US lifters' Strong
    /// exports in pounds).
    private static let files = [
        RealFile("fitbod-2021-chrsilvi.csv", .fitbod, unit: .kg, sets: 8987, days: 304, rejected: 0, bests: 1441, sumOfBests: 50069.5),
        RealFile("fitbod-2022-joecummings.csv", .fitbod, unit: .kg, sets: 2739, days: 135, rejected: 0, bests: 325, sumOfBests: 7180.7),
        RealFile("fitbod-2025-datojulien.csv", .fitbod, unit: .kg, sets: 15025, days: 656, rejected: 0, bests: 3283, sumOfBests: 104548.7),
        RealFile("fitbod-2026-hotbod.csv", .fitbod, unit: .kg, sets: 5454, days: 195, rejected: 0, bests: 921, sumOfBests: 51293.0),
        RealFile("fitnotes-kgs-Frefdt.csv", .fitnotes, unit: .kg, sets: 854, days: 73, rejected: 0, bests: 289, sumOfBests: 11788.2),
        RealFile("hevy-kg-TonyTromp.csv", .hevy, unit: .kg, sets: 1907, days: 78, rejected: 0, bests: 442, sumOfBests: 18300.1),
        RealFile("hevy-kg-ajccosta.csv", .hevy, unit: .kg, sets: 8613, days: 381, rejected: 0, bests: 1644, sumOfBests: 105277.2),
        RealFile("hevy-kg-de-Si2-Aung.csv", .hevy, unit: .kg, sets: 3898, days: 196, rejected: 1, bests: 1105, sumOfBests: 49535.2),
        RealFile("hevy-kg-pt-months-biaazv.csv", .hevy, unit: .kg, sets: 4468, days: 241, rejected: 0, bests: 1258, sumOfBests: 72182.7),
        RealFile("hevy-kg-us-12h-ahmed.csv", .hevy, unit: .kg, sets: 2621, days: 119, rejected: 0, bests: 663, sumOfBests: 39278.0),
        RealFile("hevy-lbs-JakeLeicht.csv", .hevy, unit: .kg, sets: 681, days: 32, rejected: 0, bests: 163, sumOfBests: 8534.8),
        RealFile("strong-10col-2015-weightlifting721.csv", .strong, unit: .lb, sets: 9909, days: 570, rejected: 1, bests: 1999, sumOfBests: 218019.2),
        RealFile("strong-11col-2019-ru-andrewgrinko.csv", .strong, unit: .kg, sets: 198, days: 10, rejected: 0, bests: 48, sumOfBests: 2143.5),
        RealFile("strong-2016-kg-column-mlahoz.csv", .strong, unit: .kg, sets: 1566, days: 91, rejected: 0, bests: 277, sumOfBests: 15789.3),
        RealFile("strong-comma-2021-albTian.csv", .strong, unit: .lb, sets: 4562, days: 309, rejected: 0, bests: 980, sumOfBests: 68968.5),
        RealFile("strong-comma-2021-de-breinsp.csv", .strong, unit: .kg, sets: 2072, days: 129, rejected: 0, bests: 531, sumOfBests: 32677.6),
        RealFile("strong-comma-2025-shreybirmiwal.csv", .strong, unit: .lb, sets: 109, days: 10, rejected: 0, bests: 29, sumOfBests: 645.1),
        RealFile("strong-comma-fr-header-SebastienRdgs.csv", .strong, unit: .kg, sets: 511, days: 25, rejected: 0, bests: 146, sumOfBests: 7865.8),
        RealFile("strong-de-header-patrickzim.csv", .strong, unit: .kg, sets: 14963, days: 930, rejected: 0, bests: 3975, sumOfBests: 201387.8),
        RealFile("strong-semicolon-kg-bladeours.csv", .strong, unit: .kg, sets: 2706, days: 110, rejected: 0, bests: 747, sumOfBests: 41336.3),
        RealFile("strong-semicolon-lbs-dstanek.csv", .strong, unit: .kg, sets: 5400, days: 289, rejected: 1, bests: 1194, sumOfBests: 88404.0),
        RealFile("strong6-quoted-semicolon-es-amigo163.csv", .strong, unit: .kg, sets: 1814, days: 107, rejected: 0, bests: 380, sumOfBests: 15148.9),
    ]

    func testEveryRealFileMatchesTheIndependentCount() throws {
        guard FileManager.default.fileExists(atPath: SharedFixture.folder + "real/strength") else {
            throw XCTSkip("../shared/fixtures/real/strength/ is not beside this repository")
        }
        for file in Self.files {
            let bytes = try XCTUnwrap(SharedFixture.bytes("real/strength/" + file.name), file.name)
            let result = try HistoryImporter.parse(bytes, unit: file.unit, timeZone: .utc)
            XCTAssertEqual(result.format, file.format, file.name)
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
