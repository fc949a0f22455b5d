import SQLite

extension Schema {
    /// Routines (issue 27): a lifter's plan of days and exercises, or with no user a program the
    /// gym's staff publish for members to copy (`copied_from` names the program a copy came
    /// from; the copy is whole, so later staff edits leave it alone).
    ///
    /// - Exercises keep the lift as typed and its `LiftName.key`, the same names as the log.
    /// - `load` is a weight (`load_kind` 'weight', in `unit`), a percentage of the training max
    ///   ('percent') or an RPE ('rpe'); `rule_args` holds the rule's numbers separated by a
    ///   space: the increment ('linear', 'double'), the training max and the cycle increment
    ///   ('wave'), nothing ('none').
    /// - `workouts.routine_exercise_id`: a set logged from a routine. Targets are worked out
    ///   from these rows, never stored; deleting a routine keeps the logged sets (SET NULL).
    ///
    /// Only `routines` has triggers that move the owner's data version: every write to a
    /// routine's days or exercises also updates its `routines` row (`updated_at`), in the same
    /// transaction, so the one trigger covers them. A program has no owner: its pages are not
    /// kept under a data version (`Freshness.none`, not `.user`).
    static let migration017 = Migration("routines, their days and exercises, and the sets logged from them", sql: """
        CREATE TABLE routines(
            id INTEGER PRIMARY KEY,
            user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            copied_from INTEGER REFERENCES routines(id) ON DELETE SET NULL,
            created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
            updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
        );
        CREATE INDEX routines_by_user ON routines(user_id, id);
        CREATE INDEX routines_by_origin ON routines(copied_from) WHERE copied_from IS NOT NULL;
        CREATE TABLE routine_days(
            id INTEGER PRIMARY KEY,
            routine_id INTEGER NOT NULL REFERENCES routines(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            name TEXT NOT NULL
        );
        CREATE INDEX routine_days_by_routine ON routine_days(routine_id, position);
        CREATE TABLE routine_exercises(
            id INTEGER PRIMARY KEY,
            day_id INTEGER NOT NULL REFERENCES routine_days(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            lift TEXT NOT NULL,
            lift_key TEXT NOT NULL,
            sets INTEGER NOT NULL,
            reps_min INTEGER NOT NULL,
            reps_max INTEGER NOT NULL,
            load_kind TEXT NOT NULL CHECK (load_kind IN ('weight', 'percent', 'rpe')),
            load REAL NOT NULL,
            unit TEXT NOT NULL CHECK (unit IN ('kg', 'lb')),
            rest_s INTEGER NOT NULL,
            note TEXT NOT NULL DEFAULT '',
            rule TEXT NOT NULL CHECK (rule IN ('linear', 'double', 'wave', 'none')),
            rule_args TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX routine_exercises_by_day ON routine_exercises(day_id, position);
        ALTER TABLE workouts ADD COLUMN routine_exercise_id INTEGER REFERENCES routine_exercises(id) ON DELETE SET NULL;
        CREATE INDEX workouts_by_routine_exercise ON workouts(routine_exercise_id) WHERE routine_exercise_id IS NOT NULL;

        """ + bumpTriggers("routines"))
}
