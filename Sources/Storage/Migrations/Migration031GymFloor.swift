import SQLite

extension Schema {
    /// The gym floor (issue 39): booking a class with a waitlist, checking in, notices on the
    /// dashboard, each member's gym settings (calendar feed token, hidden from boards, body
    /// weight for DOTS), and the scores of the workout of the day.
    ///
    /// A booking row stays when cancelled (`state`): late cancellations are counted and a class
    /// cancelled by staff is told about. `sequence` orders the waitlist: the order members
    /// asked in, a member asking again going to the end. One row per member and occurrence.
    /// A score keeps its value as the part's type reads it (`primary`, `secondary`, `capped`:
    /// see `ScoreValue`), so ranking is a sort of numbers.
    static let migration031 = Migration("class bookings, check-in, gym notices and settings, WOD parts and scores", sql: """
        ALTER TABLE classes ADD COLUMN capacity INTEGER;
        ALTER TABLE classes ADD COLUMN booking_opens_days INTEGER NOT NULL DEFAULT 7;
        ALTER TABLE classes ADD COLUMN cancel_cutoff_hours INTEGER NOT NULL DEFAULT 2;
        CREATE TABLE bookings(
            id INTEGER PRIMARY KEY,
            class_id INTEGER NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            state TEXT NOT NULL CHECK (state IN ('booked', 'waitlisted', 'cancelled', 'late', 'class_cancelled')),
            sequence INTEGER NOT NULL,
            checked_in TEXT CHECK (checked_in IN ('present', 'no_show')),
            walk_in INTEGER NOT NULL DEFAULT 0,
            created_at INTEGER NOT NULL,
            UNIQUE(class_id, date, user_id)
        );
        CREATE INDEX bookings_by_user ON bookings(user_id, date);
        CREATE TABLE gym_notices(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            body TEXT NOT NULL,
            created_at INTEGER NOT NULL
        );
        CREATE INDEX gym_notices_by_user ON gym_notices(user_id, created_at);
        CREATE TABLE gym_settings(
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            feed_token TEXT UNIQUE,
            hidden_from_boards INTEGER NOT NULL DEFAULT 0,
            dots_allowed INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE wod_parts(
            date TEXT NOT NULL,
            class_type_id INTEGER NOT NULL REFERENCES class_types(id) ON DELETE CASCADE,
            score_type TEXT NOT NULL CHECK (score_type IN ('time', 'rounds', 'load', 'reps', 'none')),
            time_cap_s INTEGER,
            benchmark TEXT,
            PRIMARY KEY(date, class_type_id)
        );
        CREATE INDEX wod_parts_by_benchmark ON wod_parts(benchmark) WHERE benchmark IS NOT NULL;
        CREATE TABLE scores(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            date TEXT NOT NULL,
            class_type_id INTEGER NOT NULL REFERENCES class_types(id) ON DELETE CASCADE,
            "primary" REAL NOT NULL,
            secondary INTEGER NOT NULL DEFAULT 0,
            capped INTEGER NOT NULL DEFAULT 0,
            division TEXT NOT NULL CHECK (division IN ('rx', 'scaled')),
            note TEXT NOT NULL DEFAULT '',
            created_at INTEGER NOT NULL,
            UNIQUE(user_id, date, class_type_id)
        );
        CREATE INDEX scores_by_part ON scores(date, class_type_id);

        """ + ["bookings", "gym_notices", "gym_settings", "scores"].map(bumpTriggers).joined())
}
