import Domain
import SQLite
import TestSupport
@testable import Storage
import XCTest

final class BodyStorageTests: StorageTestCase {
    private let today = CalendarDate(iso: "2026-11-30")!

    private func input(_ date: String, _ weight: String, unit: String = "kg", bodyFat: String = "",
                       measurements: [(String, String)] = []) throws -> WeighInInput {
        try WeighInInput.parse(date: date, weight: weight, unit: unit, bodyFat: bodyFat, lengthUnit: "cm",
                               measurements: measurements.map { (field: $0.0, name: $0.0, value: $0.1) }, defaultUnit: .kg, today: today).get()
    }

    private func profileWeight(_ id: Int64) throws -> BodyWeight? {
        try database.credentials(email: "a@b.c")?.user.bodyWeight
    }

    /// Migration 26: the profile's one body weight becomes a weigh-in of its day, and the
    /// profile from then on is the latest weigh-in.
    func testProfileWeightIsMigratedAsAWeighInOfItsDay() throws {
        let oldPath = folder.path + "/old25.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator(Array(Schema.migrations.prefix(25))).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date, body_weight, body_weight_unit, body_weight_date)
                VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01', 181.5, 'lb', '2024-03-04');
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (2, 'b@b.c', 'x', 'A', 'B', '1990-01-01');
            """)
        old.close()
        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let weighIns = try upgraded.weighIns(userID: 1)
        XCTAssertEqual(weighIns.map { "\($0.takenAt) \($0.weight) \($0.unit) \($0.source)" }, ["2024-03-04 12:00:00 181.5 lb profile"])
        XCTAssertEqual(try upgraded.weighIns(userID: 2), [])
        XCTAssertEqual(try upgraded.credentials(email: "a@b.c")?.user.bodyWeight, BodyWeight(value: 181.5, unit: .lb, date: CalendarDate(iso: "2024-03-04")!))
    }

    func testTheProfileIsTheLatestWeighInThroughAddsEditsAndDeletes() throws {
        let user = try makeUser("a@b.c")
        let first = try database.addWeighIn(userID: user.id, input("2026-11-01", "90,4"))
        let second = try database.addWeighIn(userID: user.id, input("2026-11-20", "86.2", bodyFat: "18,5", measurements: [("waist", "84")]))
        XCTAssertEqual(try profileWeight(user.id), BodyWeight(value: 86.2, unit: .kg, date: CalendarDate(iso: "2026-11-20")!))
        // Two on one day: the one stored last is the day's latest.
        let third = try database.addWeighIn(userID: user.id, input("2026-11-20", "86.0"))
        XCTAssertEqual(try profileWeight(user.id)?.value, 86.0)
        XCTAssertTrue(try database.deleteWeighIn(userID: user.id, id: third))
        XCTAssertEqual(try profileWeight(user.id)?.value, 86.2)
        XCTAssertTrue(try database.updateWeighIn(userID: user.id, id: second, input("2026-10-01", "88", measurements: [("waist", "85")])))
        XCTAssertEqual(try profileWeight(user.id), BodyWeight(value: 90.4, unit: .kg, date: CalendarDate(iso: "2026-11-01")!), "moved before the first")
        let log = try database.bodyLog(userID: user.id)
        XCTAssertEqual(log.measurements.map { "\($0.takenAt) \($0.name) \($0.value)" }, ["2026-10-01 12:00:00 waist 85.0"], "moved with its weigh-in")
        XCTAssertNil(log.weighIns.first?.bodyFat, "the form left body fat empty")
        XCTAssertTrue(try database.deleteWeighIn(userID: user.id, id: first))
        XCTAssertTrue(try database.deleteWeighIn(userID: user.id, id: second))
        XCTAssertNil(try profileWeight(user.id))
        XCTAssertEqual(try database.bodyLog(userID: user.id).measurements.count, 0, "deleted with their weigh-in")
    }

    func testAnotherLiftersWeighInIsNotFoundNorChanged() throws {
        let ada = try makeUser("a@b.c"), bob = try makeUser("b@b.c")
        let id = try database.addWeighIn(userID: ada.id, input("2026-11-01", "60"))
        XCTAssertNil(try database.weighIn(userID: bob.id, id: id))
        XCTAssertFalse(try database.updateWeighIn(userID: bob.id, id: id, input("2026-11-01", "70")))
        XCTAssertFalse(try database.deleteWeighIn(userID: bob.id, id: id))
        XCTAssertEqual(try database.weighIns(userID: ada.id).map(\.weight), [60])
    }

    func testImportCountsWhatIsThereAlready() throws {
        let user = try makeUser("a@b.c")
        let time = LocalTime(text: "2019-09-23 21:37:34")!
        let weighIns = [WeighIn(takenAt: time, weight: 62.71, unit: .kg, source: .withings),
                        WeighIn(takenAt: LocalTime(text: "2019-09-18 20:32:16")!, weight: 62.82, unit: .kg, source: .withings)]
        let waist = [BodyMeasurement(takenAt: time, name: "waist", value: 80, unit: .cm)]
        XCTAssertEqual(try database.importBody(userID: user.id, weighIns: weighIns, measurements: waist), Database.BodyTally(added: 3, already: 0))
        XCTAssertEqual(try database.importBody(userID: user.id, weighIns: weighIns, measurements: waist), Database.BodyTally(added: 0, already: 3))
        XCTAssertEqual(try profileWeight(user.id), BodyWeight(value: 62.71, unit: .kg, date: CalendarDate(iso: "2019-09-23")!))
        try database.deleteUser(userID: user.id)
        XCTAssertEqual(try TestSupport.count("SELECT (SELECT count(*) FROM weigh_ins) + (SELECT count(*) FROM measurements)", in: path), 0)
    }

    /// The profile's body weight saved on the settings page is a weigh-in; saved unchanged it
    /// logs nothing more.
    func testProfileWeightIsLoggedOnceAsAWeighIn() throws {
        let user = try makeUser("a@b.c")
        let profile = try ProfileInput.parse(firstName: "A", lastName: "B", birthDate: "1990-01-01", unit: "kg", bodyWeight: "82,5",
                                             bodyWeightDate: "2026-11-01", today: today).get()
        try database.updateProfile(userID: user.id, profile, timeZone: nil)
        try database.updateProfile(userID: user.id, profile, timeZone: nil)
        XCTAssertEqual(try database.weighIns(userID: user.id).map { "\($0.takenAt) \($0.weight) \($0.source)" }, ["2026-11-01 12:00:00 82.5 profile"])
    }
}
