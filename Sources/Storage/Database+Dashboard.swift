import Domain
import SQLite

/// What the dashboard shows of a lifter's own log: the week's training days and the latest
/// records. Every query names the user.
extension Database {
    /// The user's training days from `start` through `end`, oldest first.
    public func trainingDates(userID: Int64, from start: CalendarDate, through end: CalendarDate) throws(StorageError) -> [CalendarDate] {
        try read { connection in
            try connection.cached("SELECT date FROM workout_dates WHERE user_id = ? AND date BETWEEN ? AND ? AND entry_count > 0 ORDER BY date")
                .allValues([userID, start.iso, end.iso]) { Self.date($0) }
        }
    }

    /// The lifts whose standing record was set most recently, newest first; a lift of one
    /// day has beaten nothing yet.
    public func recentRecords(userID: Int64, limit: Int) throws(StorageError) -> [ExerciseRecord] {
        try read { connection in
            try connection.cached("SELECT \(Self.recordColumns) FROM exercise_records WHERE user_id = ? AND days > 1 ORDER BY pr_date DESC, lift LIMIT ?")
                .all([userID, limit], reading: RecordColumn.self, map: Self.record)
        }
    }
}
