import SQLite

/// The schema as an append-only list of migrations: never edit a released one, add a new one.
/// The tables mirror the original app: one collection of workout dates per user, each holding
/// that day's workout documents.
enum Schema {
    static let migrator = Migrator([
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
            """),
        // The list of training days is the most visited page: reading each day's count from
        // its own row keeps it a plain index range read instead of one count per day. The
        // triggers keep the count, and the days themselves, exact for every write path.
        Migration("keep each workout date's entry count, maintained by triggers", sql: """
            ALTER TABLE workout_dates ADD COLUMN entry_count INTEGER NOT NULL DEFAULT 0;
            UPDATE workout_dates SET entry_count =
                (SELECT count(*) FROM workouts w WHERE w.user_id = workout_dates.user_id AND w.date = workout_dates.date);
            DELETE FROM workout_dates WHERE entry_count = 0;
            CREATE TRIGGER workout_added BEFORE INSERT ON workouts BEGIN
                INSERT INTO workout_dates(user_id, date, entry_count) VALUES (NEW.user_id, NEW.date, 1)
                ON CONFLICT(user_id, date) DO UPDATE SET entry_count = entry_count + 1;
            END;
            CREATE TRIGGER workout_deleted AFTER DELETE ON workouts BEGIN
                UPDATE workout_dates SET entry_count = entry_count - 1 WHERE user_id = OLD.user_id AND date = OLD.date;
                DELETE FROM workout_dates WHERE user_id = OLD.user_id AND date = OLD.date AND entry_count <= 0;
            END;
            CREATE TRIGGER workout_moving BEFORE UPDATE OF date ON workouts WHEN NEW.date <> OLD.date BEGIN
                INSERT INTO workout_dates(user_id, date, entry_count) VALUES (NEW.user_id, NEW.date, 1)
                ON CONFLICT(user_id, date) DO UPDATE SET entry_count = entry_count + 1;
            END;
            CREATE TRIGGER workout_moved AFTER UPDATE OF date ON workouts WHEN NEW.date <> OLD.date BEGIN
                UPDATE workout_dates SET entry_count = entry_count - 1 WHERE user_id = OLD.user_id AND date = OLD.date;
                DELETE FROM workout_dates WHERE user_id = OLD.user_id AND date = OLD.date AND entry_count <= 0;
            END;
            """),
    ])
}
