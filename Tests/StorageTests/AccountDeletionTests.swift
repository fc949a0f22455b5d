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
        try database.createSession(id: "session-\(user.id)", secretHash: [1, 2, 3], userID: user.id, csrfToken: "t", wayIn: .password, now: 0,
                                   expiresAt: 1 << 40)
        try database.addWorkout(userID: user.id, workout("Back Squat"))
        try importSets([set("Deadlift", on: "2024-03-02")], userID: user.id)
        try leavePendingImport([set("Front Squat", on: "2024-03-03")], userID: user.id)
        try database.rememberSearch(userID: user.id, query: "squat", searchedAt: 0)
        _ = try addTrack(GPXFixture.strava, userID: user.id)
        try database.savePlates(userID: user.id, [PlateLoading(unit: .kg, bar: 15, plates: [20, 10])])
        let squat = RoutineExercise(lift: "Back Squat", sets: 3, reps: .exactly(5), load: .weight(100, .kg), unit: .kg)
        _ = try database.addRoutine(userID: user.id, Routine(name: "Strength", days: [RoutineDay(name: "A", exercises: [squat])]))
        try database.rememberLiftNames(userID: user.id, ["squat (barbell)": "back squat"])
        try keepPreview([1], userID: user.id, now: 0, lifetime: 1 << 40)
        let live = try database.startSession(userID: user.id, date: CalendarDate(year: 2024, month: 3, day: 4)!, now: 0, routineDayID: nil,
                                             blocks: [PlannedBlock(lift: "Back Squat", unit: .kg, restSeconds: 90, rows: [.init(weight: "100", reps: "5")])])
        XCTAssertNotNil(try database.workoutSession(userID: user.id, id: live, now: 0))
        // The ways in (issue 40): two-factor codes with recovery codes, a passkey, a proxy's name.
        _ = try database.pendingTwoFactorSecret(userID: user.id, candidate: [UInt8](repeating: 1, count: 20))
        _ = try database.confirmTwoFactor(userID: user.id, step: 1, recoveryHashes: [[UInt8(user.id)]], now: 0)
        _ = try database.addPasskey(userID: user.id, credentialID: [UInt8(user.id)], publicKey: [0xA0], signCount: 0, name: "phone", now: 0)
        try database.linkIdentity(provider: "proxy:remote-email", subject: user.email, userID: user.id, now: 0)
        try database.savePasskeyChallenge(hash: [UInt8(user.id)], .registration(userID: user.id), now: 0, lifetime: 1 << 40, limit: 100)
        // A single sign-on's first sign-in still waiting for the password.
        try database.savePendingLink(tokenHash: "waiting-\(user.id)", provider: "https://id.example.org", subject: "waiting-\(user.id)",
                                     userID: user.id, makeStaff: false, now: 0, lifetime: 1 << 40)
        // A weigh-in with a measurement (issue 38).
        let weighIn = try WeighInInput.parse(date: "2024-03-01", weight: "80", unit: "kg", bodyFat: "", lengthUnit: "cm",
                                             measurements: [(field: "waist", name: "waist", value: "82")], defaultUnit: .kg,
                                             today: CalendarDate(iso: "2024-03-02")!).get()
        _ = try database.addWeighIn(userID: user.id, weighIn)
        try seedGymFloor(user)
    }

    /// A booking of a class staff then cancel (a notice), gym settings, and a WOD score.
    private func seedGymFloor(_ user: User) throws {
        guard case .saved(let place) = try database.saveLocation(id: nil, LocationInput.parse(name: "Hall \(user.id)", address: "").get()),
              case .saved(let type) = try database.saveClassType(id: nil, ClassTypeInput.parse(name: "A\(user.id)", description: "").get()) else {
            return XCTFail("the gym's rows")
        }
        let date = try XCTUnwrap(CalendarDate(iso: "2026-03-02"))
        let input = ClassInput(classTypeID: type, locationID: place, coach: "", weekday: Weekday(date), starts: ClockTime(hour: 6, minute: 0)!,
                               ends: ClockTime(hour: 7, minute: 0)!, firstDate: date, lastDate: nil, booking: BookingPolicy(capacity: 1))
        let classID = try XCTUnwrap(database.saveClass(id: nil, input))
        XCTAssertEqual(try database.book(classID: classID, date: date, userID: user.id, now: 0), .booked)
        try database.cancelOccurrence(classID: classID, date: date, notice: "cancelled", now: 0)
        try database.saveGymSettings(userID: user.id, GymSettings(feedToken: "token-\(user.id)", hiddenFromBoards: true))
        try database.saveWODs(on: date, [(classTypeID: type, lines: ["Fran"])])
        try database.saveScoring(on: date, classTypeID: type, PartScoring(type: .time))
        try database.saveScore(userID: user.id, on: date, classTypeID: type, .time(seconds: 300), division: .rx, note: "", now: 0)
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
