import SQLite
import TestSupport
@testable import Storage
import XCTest

/// Issue 41: a member's pages are kept by their `data_version` (migration 8), which triggers
/// bump on every write. Derived from the schema itself: every table with a `user_id` column
/// has the three triggers that bump it, or is on this exempt list with the reason. A new table
/// of a member's data without them fails here, before a page kept from before its write could
/// be shown after it.
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

    /// "table event" for each trigger a table of a member's data lacks, and "table exempt" for
    /// each table on the list that is no longer one.
    private func missingTriggers(on connection: Connection) throws -> [String] {
        let tables = try connection.prepare("""
            SELECT m.name FROM sqlite_master m JOIN pragma_table_info(m.name) c ON c.name = 'user_id'
            WHERE m.type = 'table' ORDER BY m.name
            """).all { $0.string(0) }
        var missing: [String] = []
        for table in tables where Self.exempt[table] == nil {
            for event in ["insert", "update", "delete"] {
                let sql = try connection.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ? AND tbl_name = ?")
                    .first(["\(table)_\(event)_bumps_version", table]) { $0.string(0) }
                if sql?.contains("data_version = data_version + 1") != true { missing.append("\(table) \(event)") }
            }
        }
        missing += Self.exempt.keys.filter { !tables.contains($0) }.map { "\($0) exempt" }
        return missing.sorted()
    }

    func testEveryTableOfAMembersDataBumpsTheirVersionOrIsExemptForAReason() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        XCTAssertEqual(try missingTriggers(on: connection), [],
                       "add `bumpTriggers(\"table\")` to the table's migration, or put it on the exempt list with the reason")
    }

    /// The check finds a trigger dropped.
    func testADroppedTriggerIsFound() throws {
        let connection = try Connection(path: path)
        defer { connection.close() }
        try connection.execute("DROP TRIGGER workout_sessions_update_bumps_version")
        XCTAssertEqual(try missingTriggers(on: connection), ["workout_sessions update"])
    }
}
