import Domain
import SQLite
import TestSupport
@testable import Storage
import XCTest

final class MigrationTests: StorageTestCase {
    /// A database written before lift keys existed gets them for its rows on upgrade.
    func testLiftKeysAreFilledInForExistingRows() throws {
        let oldPath = folder.path + "/old.sqlite"
        let old = try Connection(path: oldPath)
        try Migrator([Schema.migration001, Schema.migration002]).migrate(old)
        try old.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@b.c', 'x', 'A', 'B', '1990-01-01');
            INSERT INTO workouts(user_id, date, lift, weight, unit, reps, sets) VALUES (1, '2020-01-01', 'Back  SQUAT', 100, 'kg', 5, 1);
            """)
        old.close()
        let upgraded = try Database(path: oldPath)
        defer { upgraded.close() }
        let lifter = try XCTUnwrap(try upgraded.credentials(email: "a@b.c")?.user)
        try upgraded.addWorkout(userID: lifter.id, workout("back squat"))
        XCTAssertEqual(try upgraded.liftNames(userID: lifter.id), ["Back  SQUAT"], "the old row's spelling is the first one")
        XCTAssertEqual(try TestSupport.count("SELECT count(*) FROM workouts WHERE lift_key = 'back squat'", in: oldPath), 2)
    }
}
