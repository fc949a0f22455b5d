import Domain
import SQLite

/// Each member's gym settings: the bookings feed's token and the whiteboard choices. The token
/// is kept as it is, not hashed: the member copies the feed's address again from their settings,
/// as calendar apps hold it anyway; revoking it is the remedy for a leaked one.
extension Database {
    private enum SettingsColumn: String, ColumnName {
        case feedToken = "feed_token", hiddenFromBoards = "hidden_from_boards", dotsAllowed = "dots_allowed"
    }

    public func gymSettings(userID: Int64) throws(StorageError) -> GymSettings {
        try read { connection in
            try connection.cached("SELECT \(SettingsColumn.selectList()) FROM gym_settings WHERE user_id = ?").first([userID], reading: SettingsColumn.self) {
                GymSettings(feedToken: $0.optionalString(.feedToken), hiddenFromBoards: $0.bool(.hiddenFromBoards), dotsAllowed: $0.bool(.dotsAllowed))
            }
        } ?? GymSettings()
    }

    public func saveGymSettings(userID: Int64, _ settings: GymSettings) throws(StorageError) {
        // The boards are on the gym's pages: `gym_settings` moves the gym's version (migration 36).
        try write { connection in
            try connection.cached("""
                INSERT INTO gym_settings(user_id, feed_token, hidden_from_boards, dots_allowed) VALUES (?1, ?2, ?3, ?4)
                ON CONFLICT(user_id) DO UPDATE SET feed_token = ?2, hidden_from_boards = ?3, dots_allowed = ?4
                """).run([userID, settings.feedToken, settings.hiddenFromBoards, settings.dotsAllowed])
        }
    }

    /// Whose bookings feed `token` opens; nil for a token nobody has.
    public func userID(forFeedToken token: String) throws(StorageError) -> Int64? {
        try read { connection in
            try connection.cached("SELECT user_id FROM gym_settings WHERE feed_token = ?").firstValue([token]) { $0.int64() }
        }
    }
}
