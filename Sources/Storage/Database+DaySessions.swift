import Domain
import SQLite

/// The live sessions a day's page sums up (issue 36): when each started and ended, read only.
/// The session pages own starting, ticking and finishing them.
extension Database {
    /// One live session's times, in seconds since 1970.
    public struct SessionTimes: Sendable, Equatable {
        public let id: Int64
        public let startedAt: Int64
        /// Nil while the session is open.
        public let finishedAt: Int64?
        public let lastSetAt: Int64?

        public init(id: Int64, startedAt: Int64, finishedAt: Int64?, lastSetAt: Int64?) {
            self.id = id
            self.startedAt = startedAt
            self.finishedAt = finishedAt
            self.lastSetAt = lastSetAt
        }

        /// Start to finish; for an open session, start to its last set so far (nil before one).
        public var seconds: Int64? {
            (finishedAt ?? lastSetAt).map { max(0, $0 - startedAt) }
        }
    }

    /// The user's sessions of `date`, in the order they started.
    public func sessionTimes(userID: Int64, on date: CalendarDate) throws(StorageError) -> [SessionTimes] {
        try read { connection in
            try connection.cached("""
                SELECT \(SessionColumn.selectList()) FROM workout_sessions WHERE user_id = ? AND date = ? AND \(PendingImports.visible)
                ORDER BY started_at, id
                """).all([userID, date.iso], reading: SessionColumn.self) { row in
                SessionTimes(id: row.int64(.id), startedAt: row.int64(.startedAt), finishedAt: row.isNull(.finishedAt) ? nil : row.int64(.finishedAt),
                             lastSetAt: row.isNull(.lastSetAt) ? nil : row.int64(.lastSetAt))
            }
        }
    }
}
