import SQLite

extension Schema {
    /// A live session's plan (issue 36): its exercise blocks in order, each with the rest after a
    /// set and whether it is done as a superset with the block before it (`joined`), the routine exercise
    /// it was planned from (its ticked sets count for the routine's next targets), and their
    /// rows, a set each, as the form shows them (text, so a half-typed row comes back as typed).
    /// A ticked row points at the entry it was saved as; the log is the record, so deleting the
    /// entry only unticks the row. Each row gets its own client id (a version 4 UUID made by
    /// SQLite), so the same tick sent twice, by a double tap or the offline queue, is one entry.
    static let migration027 = Migration("live session blocks and rows", sql: """
        CREATE TABLE session_blocks(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            session_id INTEGER NOT NULL REFERENCES workout_sessions(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            lift TEXT NOT NULL CHECK (length(lift) BETWEEN 1 AND 100),
            unit TEXT NOT NULL CHECK (unit IN ('kg', 'lb')),
            rest_s INTEGER NOT NULL DEFAULT 0 CHECK (rest_s BETWEEN 0 AND 3600),
            joined INTEGER NOT NULL DEFAULT 0 CHECK (joined IN (0, 1)),
            plan TEXT NOT NULL DEFAULT '',
            routine_exercise_id INTEGER REFERENCES routine_exercises(id) ON DELETE SET NULL
        );
        CREATE INDEX session_blocks_by_session ON session_blocks(session_id, position);
        CREATE TABLE session_rows(
            id INTEGER PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            block_id INTEGER NOT NULL REFERENCES session_blocks(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            weight TEXT NOT NULL DEFAULT '' CHECK (length(weight) <= 20),
            reps TEXT NOT NULL DEFAULT '' CHECK (length(reps) <= 20),
            rpe TEXT NOT NULL DEFAULT '' CHECK (length(rpe) <= 20),
            kind TEXT NOT NULL DEFAULT 'normal' CHECK (kind IN ('normal', 'warmup', 'drop', 'failure')),
            last_time TEXT NOT NULL DEFAULT '',
            client_id TEXT NOT NULL DEFAULT (lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2)
                || '-' || substr('89ab', 1 + abs(random() % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))),
            workout_id INTEGER REFERENCES workouts(id) ON DELETE SET NULL
        );
        CREATE INDEX session_rows_by_block ON session_rows(block_id, position);
        CREATE INDEX session_rows_by_workout ON session_rows(workout_id) WHERE workout_id IS NOT NULL;
        """ + bumpTriggers("session_blocks") + bumpTriggers("session_rows"))
}
