import Domain
import SQLite
import Storage
import TestSupport
import XCTest

/// Deleting an account removes every row of that user from every table that has a `user_id`
/// column, found in the schema itself: a table added later is checked without anyone
/// remembering to, and fails here until the seed below gives it rows.
final class AccountDeletionTests: StorageTestCase {
    private func tablesWithUserID() throws -> [String] {
        let connection = try Connection(path: path)
        defer { connection.close() }
        return try connection.prepare("""
            SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c ON c.name = 'user_id'
            WHERE m.type = 'table' ORDER BY m.name
            """).all { $0.string(0) }
    }

    /// Rows of every kind a user can own.
    private func seed(_ user: User) throws {
        try database.createSession(id: "session-\(user.id)", secretHash: [1, 2, 3], userID: user.id, csrfToken: "t", now: 0, expiresAt: 1 << 40)
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try importSets([set("Deadlift", on: "2024-03-02")], userID: user.id)
        try leavePendingImport([set("Front Squat", on: "2024-03-03")], userID: user.id)
        try database.rememberSearch(userID: user.id, query: "squat", searchedAt: 0)
        _ = try addRoute(GPXFixture.strava, userID: user.id)
        try database.savePlates(userID: user.id, [PlateLoading(unit: .kg, bar: 15, plates: [20, 10])])
        let squat = RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg)
        _ = try database.addRoutine(userID: user.id, Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [squat])]))
        try database.rememberLiftNames(userID: user.id, ["squat (barbell)": "back squat"])
        try keepPreview([1], userID: user.id, now: 0, lifetime: 1 << 40)
        // A single sign-on identity, and a first sign-in still waiting for the password.
        for token in ["linked-\(user.id)", "waiting-\(user.id)"] {
            try database.savePendingLink(tokenHash: token, provider: "https://id.example.org", subject: token, userID: user.id, makeStaff: false, now: 0, lifetime: 1 << 40)
        }
        let link = try XCTUnwrap(try database.pendingLink(tokenHash: "linked-\(user.id)", now: 0, lifetime: 1 << 40))
        try database.confirmPendingLink(tokenHash: "linked-\(user.id)", link, now: 0)
        let connection = try Connection(path: path)
        defer { connection.close() }
        try connection.prepare("INSERT INTO workout_sessions(user_id, date, started_at) VALUES (?, '2024-03-01', 0)").run([user.id])
    }

    func testEveryTableWithAUserIDLosesTheDeletedUsersRowsAndKeepsTheOthers() throws {
        let keep = try makeUser("keep@example.com")
        let leave = try makeUser("leave@example.com")
        try seed(keep)
        try seed(leave)
        let tables = try tablesWithUserID()
        XCTAssertTrue(tables.contains("workouts") && tables.contains("sessions") && tables.contains("workout_dates"), "\(tables)")
        for table in tables {
            for user in [keep, leave] {
                XCTAssertGreaterThan(try count("SELECT count(*) FROM \(table) WHERE user_id = \(user.id)"), 0,
                                     "seed() gives \(table) no rows: add them so deletion is checked there")
            }
        }
        let kept = try tables.map { try count("SELECT count(*) FROM \($0) WHERE user_id = \(keep.id)") }
        try database.deleteUser(userID: leave.id)
        for (table, before) in zip(tables, kept) {
            XCTAssertEqual(try count("SELECT count(*) FROM \(table) WHERE user_id = \(leave.id)"), 0, table)
            XCTAssertEqual(try count("SELECT count(*) FROM \(table) WHERE user_id = \(keep.id)"), before, table)
        }
        XCTAssertEqual(try count("SELECT count(*) FROM users"), 1)
    }
}
