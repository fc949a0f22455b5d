import Domain
import SQLite

/// The most exercise names one lifter keeps (issue 35): the names of their log's sets and of
/// their routines' exercises, by `LiftName.key`, 5,000 in all. Every write that can bring a
/// new name checks it inside its transaction, before it writes: a save, an entry's new name,
/// a routine, an import (refused whole, nothing stored). A rename or a merge moves a lift's
/// sets and exercises to another name and so never adds one.
///
/// What a name costs does not grow with the names the lifter has: a key the log has already is
/// one probe of the (user, lift) index, and a new one adds to the bound the lifter's row of
/// `lift_name_bounds` keeps (migration 23). Only when the bound would pass the cap are the
/// names counted (a loose scan, a probe per name) and the bound made exact again: names
/// merged or deleted away lower the count but not the bound, and a key that only a routine
/// has is counted as new until then.
enum LiftNameCap {
    static let limit = 5_000

    /// Throws `.tooManyLiftNames` when `keys` hold names new to the lifter that would take
    /// them past `limit`; else counts them into the bound. A lifter already past it (from
    /// before the cap) may still use the names they have. Inside the caller's transaction.
    static func check(userID: Int64, adding keys: some Sequence<String>, on connection: Connection) throws {
        var new = Set<String>()
        for key in keys where !new.contains(key) {
            if try !Database.hasLift(key, userID: userID, on: connection) { new.insert(key) }
        }
        guard !new.isEmpty else { return }
        let bound = try connection.cached("SELECT names FROM lift_name_bounds WHERE user_id = ?").firstValue([userID]) { $0.int() }
        if let bound, bound + new.count <= limit {
            return try store(bound + new.count, userID: userID, on: connection)
        }
        new.subtract(try connection.cached(routineKeys).allValues([userID]) { $0.string() })
        let names = try connection.cached(count).firstValue([userID]) { $0.int() } ?? 0
        if !new.isEmpty && names + new.count > limit { throw StorageError.tooManyLiftNames(limit: limit) }
        try store(names + new.count, userID: userID, on: connection)
    }

    private static func store(_ names: Int, userID: Int64, on connection: Connection) throws {
        try connection.cached("""
            INSERT INTO lift_name_bounds(user_id, names) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET names = excluded.names
            """).run([userID, names])
    }

    /// The keys of the exercises of the lifter's own routines (the gym's programs are no one's).
    private static let routineKeys = """
        SELECT DISTINCT e.lift_key FROM routine_exercises e JOIN routine_days d ON d.id = e.day_id JOIN routines r ON r.id = d.routine_id
        WHERE r.user_id = ?1
        """

    /// The lifter's names: their log's keys (pending imports' too) and their routines'.
    private static let count = Database.liftKeys + """
        SELECT count(*) FROM (SELECT key FROM keys WHERE key IS NOT NULL UNION \(routineKeys))
        """
}
