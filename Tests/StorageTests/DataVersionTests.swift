import Domain
import Storage
import TestSupport
import XCTest

/// The per-user data version (migration 8): every write to a user's data changes theirs and
/// no one else's.
final class DataVersionTests: StorageTestCase {
    func testEveryWriteBumpsOnlyItsUsersVersion() throws {
        let lifter = try makeUser("lifter@example.com")
        let other = try makeUser("other@example.com")
        let writes: [(String, () throws -> Void)] = [
            ("add a workout", { _ = try self.database.addWorkout(userID: lifter.id, self.workout("Deadlift")) }),
            ("edit a workout", {
                let id = try XCTUnwrap(self.database.workouts(userID: lifter.id, on: CalendarDate(iso: "2024-03-01")!).first?.id)
                XCTAssertTrue(try self.database.updateWorkout(userID: lifter.id, id: id, self.workout("Deadlift", weight: 120)))
            }),
            ("import", { try self.importSets([self.set("Back Squat", on: "2024-02-01")], userID: lifter.id) }),
            ("delete a workout", {
                let id = try XCTUnwrap(self.database.workouts(userID: lifter.id, on: CalendarDate(iso: "2024-03-01")!).first?.id)
                XCTAssertTrue(try self.database.deleteWorkout(userID: lifter.id, id: id))
            }),
            ("add a route", { _ = try self.addTrack(GPXFixture.strava, userID: lifter.id) }),
            ("delete a route", {
                let id = try XCTUnwrap(self.database.tracks(userID: lifter.id, limit: 1, offset: 0).first?.id)
                XCTAssertTrue(try self.database.deleteTrack(userID: lifter.id, id: id))
            }),
            ("remember a search", { try self.database.rememberSearch(userID: lifter.id, query: "squat", searchedAt: 1) }),
            ("clear the searches", { try self.database.clearRecentSearches(userID: lifter.id) }),
            ("change the profile", {
                let profile = try ProfileInput.parse(firstName: "B", lastName: "C", birthDate: "1990-01-01", unit: "lb",
                                                     today: CalendarDate(iso: "2026-01-01")!).get()
                try self.database.updateProfile(userID: lifter.id, profile, timeZone: "Europe/Paris")
            }),
            ("change the password", { try self.database.updatePasswordHash(userID: lifter.id, passwordHash: "y") }),
            ("change the role", { XCTAssertTrue(try self.database.setRole(email: "lifter@example.com", role: .staff)) }),
        ]
        let otherVersion = try database.dataVersion(userID: other.id)
        for (name, write) in writes {
            let before = try XCTUnwrap(database.dataVersion(userID: lifter.id))
            try write()
            XCTAssertGreaterThan(try XCTUnwrap(database.dataVersion(userID: lifter.id)), before, name)
        }
        XCTAssertEqual(try database.dataVersion(userID: other.id), otherVersion)
    }

    func testTheSessionReadsTheVersion() throws {
        let lifter = try makeUser("lifter@example.com")
        try database.createSession(id: "s", secretHash: [1], userID: lifter.id, csrfToken: "t", wayIn: .password, now: 0, expiresAt: 100)
        let first = try XCTUnwrap(database.session(id: "s", now: 1)?.dataVersion)
        _ = try database.addWorkout(userID: lifter.id, workout("Deadlift"))
        XCTAssertGreaterThan(try XCTUnwrap(database.session(id: "s", now: 1)?.dataVersion), first)
    }
}
