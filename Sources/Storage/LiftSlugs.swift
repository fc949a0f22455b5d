import Domain
import SQLite

/// Gives each of a user's lifts its chart address (`ExerciseSlug`): kept once given, so a
/// chart's address never changes, shared by a lift's record and the record a running import
/// will give it (`import_records`), so the two never clash when it turns visible; a new one
/// that another lift holds already ("back-squat" for "back squat" and "back-squat") gets a number.
///
/// Each lookup is one probe of a unique index, O(log n) in the user's lifts. Within a batch
/// (an import's records) the next number to try per base is remembered, so a file of many
/// names that share a base does not try the taken numbers again for each.
struct LiftSlugs {
    private var nextNumber: [String: Int] = [:]

    mutating func slug(userID: Int64, key: String, on connection: Connection) throws -> String {
        let given = try connection.cached(Self.given).firstValue([userID, key]) { $0.string() }
        if let given { return given }
        let base = ExerciseSlug.make(key: key)
        var number = nextNumber[base] ?? 1
        while try isTaken(number == 1 ? base : "\(base)-\(number)", userID: userID, on: connection) { number += 1 }
        nextNumber[base] = number + 1
        return number == 1 ? base : "\(base)-\(number)"
    }

    private func isTaken(_ slug: String, userID: Int64, on connection: Connection) throws -> Bool {
        try connection.cached(Self.taken).firstValue([userID, slug]) { $0.bool() } ?? false
    }

    /// The slug the lift has, or will have once the running import is visible.
    private static let given = """
        SELECT slug FROM exercise_records WHERE user_id = ?1 AND lift_key = ?2
        UNION ALL SELECT slug FROM import_records WHERE user_id = ?1 AND lift_key = ?2 LIMIT 1
        """
    private static let taken = """
        SELECT EXISTS(SELECT 1 FROM exercise_records WHERE user_id = ?1 AND slug = ?2)
            OR EXISTS(SELECT 1 FROM import_records WHERE user_id = ?1 AND slug = ?2)
        """

    /// The query plans of the lookups, so a test can prove each is an index search.
    static func queryPlans(on connection: Connection) throws -> [String] {
        try [given, taken].map { sql in
            try connection.prepare("EXPLAIN QUERY PLAN " + sql).all([1, "a"], reading: QueryPlanColumn.self) { $0.string(.detail) }.joined(separator: "\n")
        }
    }
}
