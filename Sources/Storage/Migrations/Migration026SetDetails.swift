import SQLite

extension Schema {
    /// Each set as it happened (issue 36): its kind (the warm-up flag becomes `kind = 'warmup'`,
    /// numbers unchanged), an optional RPE in halves from 1 to 10, the superset it was done in
    /// that day (`set_group`), and the live session it was ticked in. `workout_sessions` is
    /// named apart from `sessions`, which are sign-ins. A finished session keeps its sets when
    /// it is deleted (`SET NULL`): the log is the record, a session only groups it.
    static let migration026 = Migration("set kinds, RPE, supersets and live workout sessions", sql: """
        CREATE TABLE workout_sessions(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            started_at INTEGER NOT NULL,
            finished_at INTEGER,
            last_set_at INTEGER,
            routine_day_id INTEGER REFERENCES routine_days(id) ON DELETE SET NULL
        );
        CREATE INDEX workout_sessions_by_user ON workout_sessions(user_id, started_at);
        CREATE UNIQUE INDEX one_open_session ON workout_sessions(user_id) WHERE finished_at IS NULL;
        ALTER TABLE workouts ADD COLUMN kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'warmup', 'drop', 'failure'));
        ALTER TABLE workouts ADD COLUMN rpe REAL CHECK (rpe IS NULL OR (rpe BETWEEN 1 AND 10 AND rpe * 2 = round(rpe * 2)));
        ALTER TABLE workouts ADD COLUMN set_group TEXT CHECK (set_group IS NULL OR length(set_group) BETWEEN 1 AND 4);
        ALTER TABLE workouts ADD COLUMN session_id INTEGER REFERENCES workout_sessions(id) ON DELETE SET NULL;
        UPDATE workouts SET kind = 'warmup' WHERE warmup = 1;
        ALTER TABLE workouts DROP COLUMN warmup;
        CREATE INDEX workouts_by_session ON workouts(session_id) WHERE session_id IS NOT NULL;
        """ + bumpTriggers("workout_sessions"), body: refreshEveryRecord)

    /// Every lift's daily bests and record worked out again from its sets, by the rule of
    /// today's code. Migrations 12 and 18 asked for this before the columns that rule reads
    /// existed, so it runs here, once, for every database that passes this version; for one
    /// already at 25 it changes nothing (no set has an RPE yet).
    private enum LiftOfUserColumn: String, ColumnName {
        case userID = "user_id", liftKey = "lift_key"
    }

    static func refreshEveryRecord(on connection: Connection) throws {
        let lifts = try connection.prepare("SELECT DISTINCT user_id, lift_key FROM workouts").all(reading: LiftOfUserColumn.self) {
            ($0.int64(.userID), $0.string(.liftKey))
        }
        for (userID, key) in lifts {
            try HistoryRecords.refresh(userID: userID, key: key, on: connection)
        }
    }
}
