import Domain
import SQLite
import TestSupport
@testable import Storage
import XCTest

/// Issue 41: a member's pages are kept by their `data_version` (migration 8), and the gym's
/// pages by the gym's version (migration 36), which triggers bump on every write. Derived from
/// the schema itself: every table with a `user_id` column has the three triggers that bump its
/// member's version, or is on the exempt list with the reason; every gym table
/// (`Schema.gymTables`) has the three that bump the gym's; and every other table is on the
/// list of tables that are neither, with the reason. A new table without that decision, or
/// without its triggers, fails here, before a page kept from before its write could be shown
/// after it.
final class DataVersionTriggerTests: StorageTestCase {
    /// Tables whose writes reach no kept page on their own, each with why.
    static let exempt: [String: String] = [
        // Derived from `workouts` in the transaction that writes it, whose triggers bump.
        "daily_bests": "derived from workouts",
        "exercise_records": "derived from workouts",
        "workout_dates": "derived from workouts",
        // A running import's own layer, invisible to every page until the import's final
        // update (`ImportBatch.finish` bumps the version then).
        "import_records": "a running import's, invisible until it finishes",
        // Uploads waiting for their preview: the preview page is built from the file each time
        // and never kept.
        "import_previews": "read by the preview page only, which is never kept",
        // A counter of names for the cap (issue 35), shown nowhere.
        "lift_name_bounds": "a counter shown nowhere",
        // What an import's spellings map to: read while importing, never on a kept page (a
        // rename or merge moves the sets, whose triggers bump).
        "lift_names": "read by imports only",
        // Each write sets the profile's body weight to the latest weigh-in (migration 33's
        // `weigh_ins_*_sets_profile`), an update of the member's row, which bumps (`user_changed`).
        "weigh_ins": "its triggers update the member's row, which bumps",
        // Sign-ins: a page is kept per session already (`PageCache.Owner.sessionID`).
        "sessions": "sign-ins; kept pages are per session",
        // A passkey ceremony under way (migration 35), shown on no page.
        "passkey_challenges": "a ceremony's challenge, shown nowhere",
    ]

    /// Tables of neither a member's data nor the gym's (no `user_id`, not in `Schema.gymTables`),
    /// each with why no kept page depends on them alone.
    static let neither: [String: String] = [
        // The members themselves: `user_changed` (migration 8) bumps their own version, and
        // `users_on_boards_bumps_gym_version` (migration 36) the gym's when a whiteboard shows
        // the member; `testAMembersNameOnABoardMovesTheGymsVersion` checks it.
        "users": "its own triggers: user_changed, users_on_boards_bumps_gym_version",
        // The versions themselves.
        "gym_version": "the gym's version itself",
        // What the seeding of shipped facts has loaded, and which external location ids a
        // schedule import maps to which location: read by those writes only, which write the
        // facts and the classes too.
        "fact_seeds": "bookkeeping of the facts' seeding",
        "location_ids": "bookkeeping of the schedule import",
        // The full-text index and its shadow tables, kept from `facts` by its triggers.
        "facts_fts": "kept from facts", "facts_fts_config": "kept from facts", "facts_fts_data": "kept from facts",
        "facts_fts_docsize": "kept from facts", "facts_fts_idx": "kept from facts",
        // A routine's days and exercises: written with their routine's row (its name and
        // `updated_at`), whose triggers bump its member's version; a gym program's are shown on
        // the programs' pages, which are not kept.
        "routine_days": "written with its routine's row", "routine_exercises": "written with its routine's row",
        // Sign-in and server bookkeeping, shown on no page.
        "oidc_logins": "a single sign-on under way", "signups": "the sign-up limit's count", "server_secrets": "the server's keys",
        "schema_migrations": "the migrations applied", "sqlite_sequence": "SQLite's own",
    ]

    /// "table event" for each trigger a table of a member's data lacks, "table event (gym)" for
    /// each a gym table lacks, "table exempt" for each table on a list that is no longer one of
    /// its kind, and "table undecided" for each table that is on no list.
    private func missingTriggers(on connection: Connection) throws -> [String] {
        let tables = try connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all { $0.string(0) }
        let members = try connection.prepare("""
            SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c ON c.name = 'user_id'
            WHERE m.type = 'table' ORDER BY m.name
            """).all { $0.string(0) }
        let trigger = try connection.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ? AND tbl_name = ?")
        var missing: [String] = []
        for table in members where Self.exempt[table] == nil {
            for event in ["insert", "update", "delete"] {
                let sql = try trigger.first(["\(table)_\(event)_bumps_version", table]) { $0.string(0) }
                if sql?.contains("data_version = data_version + 1") != true { missing.append("\(table) \(event)") }
            }
        }
        for table in Schema.gymTables {
            for event in ["insert", "update", "delete"] {
                let sql = try trigger.first(["\(table)_\(event)_bumps_gym_version", table]) { $0.string(0) }
                if sql?.contains("UPDATE gym_version SET version = version + 1") != true { missing.append("\(table) \(event) (gym)") }
            }
        }
        missing += Self.exempt.keys.filter { !members.contains($0) }.map { "\($0) exempt" }
        missing += Self.neither.keys.filter { !tables.contains($0) || members.contains($0) || Schema.gymTables.contains($0) }
            .map { "\($0) exempt" }
        missing += tables.filter { !members.contains($0) && !Schema.gymTables.contains($0) && Self.neither[$0] == nil }.map { "\($0) undecided" }
        return missing.sorted()
    }

    func testEveryTableOfAMembersDataBumpsTheirVersionOrIsExemptForAReason() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        XCTAssertEqual(try missingTriggers(on: connection), [],
                       "add `bumpTriggers(\"table\")` (a member's data) or `gymBumpTriggers(\"table\")` and `Schema.gymTables` (the gym's) "
                       + "to the table's migration, or put it on a list here with the reason")
    }

    /// The check finds a trigger dropped, and a new table nobody decided about.
    func testADroppedTriggerAndAnUndecidedTableAreFound() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        try connection.execute("DROP TRIGGER workout_sessions_update_bumps_version")
        try connection.execute("DROP TRIGGER classes_delete_bumps_gym_version")
        try connection.execute("CREATE TABLE class_notes(class_id INTEGER, body TEXT)")
        XCTAssertEqual(try missingTriggers(on: connection), ["class_notes undecided", "classes delete (gym)", "workout_sessions update"])
    }

    // MARK: The gym's version, moved by each write

    private func gymVersion(_ connection: Connection) throws -> Int {
        try XCTUnwrap(try connection.prepare("SELECT version FROM gym_version").first { $0.int(0) })
    }

    /// A row in every gym table, as staff and members make them.
    private func fillTheGymTables(_ connection: Connection) throws {
        try connection.execute("""
            INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (1, 'a@example.com', 'x', 'Ada', 'L', '1990-01-01');
            INSERT INTO locations(id, name, address) VALUES (1, 'Downtown', '');
            INSERT INTO class_types(id, name, description) VALUES (1, 'A10', '');
            INSERT INTO classes(id, class_type_id, location_id, coach, weekday, starts, ends, first_date, capacity)
                VALUES (1, 1, 1, 'Sam', 1, '06:00', '06:45', '2026-03-02', 10);
            INSERT INTO class_changes(class_id, date, kind) VALUES (1, '2026-03-09', 'cancelled');
            INSERT INTO bookings(class_id, date, user_id, state, sequence, created_at) VALUES (1, '2026-03-02', 1, 'booked', 1, 0);
            INSERT INTO wods(date, class_type_id, body) VALUES ('2026-03-02', 1, 'Row 500 m');
            INSERT INTO wod_parts(date, class_type_id, score_type) VALUES ('2026-03-02', 1, 'time');
            INSERT INTO scores(user_id, date, class_type_id, "primary", division, created_at) VALUES (1, '2026-03-02', 1, 300, 'rx', 0);
            INSERT INTO gym_settings(user_id, hidden_from_boards) VALUES (1, 0);
            INSERT INTO facts(id, body, body_key) VALUES (1, 'The zyzzyva is a weevil.', 'the zyzzyva is a weevil.');
            INSERT INTO categories(id, name) VALUES (1, 'strength');
            INSERT INTO fact_categories(fact_id, category_id) VALUES (1, 1);
            """)
    }

    /// Written to, each gym table moves the gym's version for each kind of change: its rows
    /// updated, deleted and put back (foreign keys off, so that no cascade moves it instead).
    func testEveryWriteToEveryGymTableMovesTheGymsVersion() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        try fillTheGymTables(connection)
        try connection.execute("PRAGMA foreign_keys = OFF")
        for table in Schema.gymTables {
            let column = try XCTUnwrap(try connection.prepare("SELECT name FROM pragma_table_info(?) ORDER BY cid").first([table]) { $0.string(0) })
            XCTAssertGreaterThan(try connection.prepare("SELECT count(*) FROM \(table)").first { $0.int(0) } ?? 0, 0, "\(table) has a row")
            for (event, sql) in [("update", "UPDATE \(table) SET \"\(column)\" = \"\(column)\""),
                                 ("delete", "CREATE TEMP TABLE copy AS SELECT * FROM \(table); DELETE FROM \(table)"),
                                 ("insert", "INSERT INTO \(table) SELECT * FROM temp.copy; DROP TABLE temp.copy")] {
                let before = try gymVersion(connection)
                try connection.execute(sql)
                XCTAssertGreaterThan(try gymVersion(connection), before, "\(table) \(event)")
            }
        }
    }

    /// A whiteboard shows a member's name, and their DOTS from their sex and body weight: a
    /// change to those moves the gym's version once they have a score, and nothing else does.
    func testAMembersNameOnABoardMovesTheGymsVersion() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        try connection.execute("INSERT INTO users(id, email, password_hash, first_name, last_name, birth_date) VALUES (2, 'b@example.com', 'x', 'Bo', 'K', '1990-01-01')")
        var version = try gymVersion(connection)
        try connection.execute("UPDATE users SET first_name = 'Bea' WHERE id = 2")
        XCTAssertEqual(try gymVersion(connection), version, "on no board")
        try fillTheGymTables(connection)
        version = try gymVersion(connection)
        for change in ["first_name = 'Ada Renamed'", "last_name = 'Lovelace'", "sex = 'female'", "body_weight = 61.5", "body_weight_unit = 'lb'"] {
            try connection.execute("UPDATE users SET \(change) WHERE id = 1")
            XCTAssertGreaterThan(try gymVersion(connection), version, change)
            version = try gymVersion(connection)
        }
        try connection.execute("UPDATE users SET unit = 'lb' WHERE id = 1")
        XCTAssertEqual(try gymVersion(connection), version, "not on the board")
        try connection.execute("DELETE FROM users WHERE id = 1")
        XCTAssertGreaterThan(try gymVersion(connection), version, "the member's score and booking go with them")
    }

    /// The bump is part of the writing transaction: a write rolled back leaves the version.
    func testARolledBackWriteLeavesTheGymsVersion() throws {
        let before = try database.gymVersion()
        XCTAssertThrowsError(try database.write { connection -> Void in
            try connection.execute("INSERT INTO locations(name, address) VALUES ('Uptown', '')")
            throw StorageError.database("undone")
        })
        XCTAssertEqual(try database.gymVersion(), before)
        _ = try database.saveLocation(id: nil, LocationInput(name: "Uptown", address: ""))
        XCTAssertEqual(try database.gymVersion(), before + 1)
    }
}
