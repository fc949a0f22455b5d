import Domain
import SQLite

/// The spelling a lifter first used for each lift, looked up once per lift and remembered
/// for the rest of a batch, so "back squat" typed today is stored as last year's "Back Squat".
struct LiftSpellings {
    private var known: [String: String] = [:]

    /// The stored spelling for `key`, or `lift` itself when the user has none yet. `except`
    /// leaves out the entry being edited, so renaming a lift's only entry takes the new name.
    mutating func spelling(of lift: String, key: String, userID: Int64, on connection: Connection, except: Int64 = 0) throws -> String {
        if let spelling = known[key] { return spelling }
        let stored = try connection.cached("SELECT lift FROM workouts WHERE user_id = ? AND lift_key = ? AND id <> ? AND \(PendingImports.visible) ORDER BY id LIMIT 1")
            .first([userID, key, except]) { $0.string(0) }
        let spelling = stored ?? lift
        known[key] = spelling
        return spelling
    }
}
