import Domain
import SQLite

/// The spelling of each lift's earliest set (by date, then as logged), looked up once per lift
/// and remembered for the rest of a batch, so "back squat" typed today is stored as last
/// year's "Back Squat". One probe of the (user, lift, date) index (migration 22).
struct LiftSpellings {
    private var known: [String: String] = [:]

    /// The stored spelling for `key`, or `lift` itself when the user has none yet. `except`
    /// leaves out the entry being edited, so renaming a lift's only entry takes the new name.
    mutating func spelling(of lift: String, key: String, userID: Int64, on connection: Connection, except: Int64 = 0) throws -> String {
        if let spelling = known[key] { return spelling }
        let spelling = try Self.stored(key: key, userID: userID, on: connection, except: except) ?? lift
        known[key] = spelling
        return spelling
    }

    /// The spelling of the lift's earliest visible set but `except`; nil when it has none.
    static func stored(key: String, userID: Int64, on connection: Connection, except: Int64 = 0) throws -> String? {
        try connection.cached(earliest).firstValue([userID, key, except]) { $0.string() }
    }

    private static let earliest = "SELECT lift FROM workouts WHERE user_id = ? AND lift_key = ? AND id <> ? AND \(PendingImports.visible) ORDER BY date, id LIMIT 1"

    /// The lookup's query plan, so a test can prove it reads the index in order, unsorted.
    static func queryPlan(on connection: Connection) throws -> String {
        try connection.prepare("EXPLAIN QUERY PLAN " + earliest).all([1, "a", 0], reading: QueryPlanColumn.self) { $0.string(.detail) }.joined(separator: "\n")
    }
}
