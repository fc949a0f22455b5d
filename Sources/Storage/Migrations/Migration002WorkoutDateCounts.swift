import SQLite

extension Schema {
    /// The list of training days is the most visited page: reading each day's count from
    /// its own row keeps it a plain index range read instead of one count per day. The
    /// triggers keep the count, and the days themselves, exact for every write path.
    static let migration002 =
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
        """)
}
