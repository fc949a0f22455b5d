import SQLite

/// The tables of the original app: one collection of workout dates per user, each holding
/// that day's workout documents.
extension Schema {
    static let migration001 =
        Migration("create users, sessions, workout dates and workouts", sql: """
        CREATE TABLE users (
            id INTEGER PRIMARY KEY,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            password_hash TEXT NOT NULL,
            first_name TEXT NOT NULL,
            last_name TEXT NOT NULL,
            birth_date TEXT NOT NULL,
            role TEXT NOT NULL DEFAULT 'lifter' CHECK (role IN ('lifter', 'staff')),
            unit TEXT NOT NULL DEFAULT 'kg' CHECK (unit IN ('kg', 'lb')),
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
        );
        CREATE TABLE sessions (
            id TEXT PRIMARY KEY,
            secret_hash BLOB NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            csrf_token TEXT NOT NULL,
            created_at INTEGER NOT NULL,
            expires_at INTEGER NOT NULL
        );
        CREATE INDEX sessions_by_user ON sessions(user_id);
        CREATE INDEX sessions_by_expiry ON sessions(expires_at);
        CREATE TABLE workout_dates (
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            PRIMARY KEY (user_id, date)
        ) WITHOUT ROWID;
        CREATE TABLE workouts (
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL,
            date TEXT NOT NULL,
            lift TEXT NOT NULL,
            weight REAL NOT NULL,
            unit TEXT NOT NULL CHECK (unit IN ('kg', 'lb')),
            reps INTEGER NOT NULL,
            sets INTEGER NOT NULL,
            comments TEXT NOT NULL DEFAULT '',
            source TEXT NOT NULL DEFAULT 'form',
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
            FOREIGN KEY (user_id, date) REFERENCES workout_dates(user_id, date) ON DELETE CASCADE
        );
        CREATE INDEX workouts_by_user_date ON workouts(user_id, date);
        """)
}
