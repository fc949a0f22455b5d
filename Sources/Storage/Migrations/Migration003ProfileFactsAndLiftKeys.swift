import Domain
import SQLite

extension Schema {
    /// Optional profile facts (the lifter's time zone for "today", sex and body weight for
    /// the points calculator, maximum heart rate for zones), and a key that makes "back squat"
    /// the same lift as "Back Squat": lowercased Unicode, which SQLite's `lower()` cannot do,
    /// so existing rows get theirs from Swift.
    static let migration003 = Migration("profile facts, and lift names compared by a key", sql: """
        ALTER TABLE users ADD COLUMN time_zone TEXT;
        ALTER TABLE users ADD COLUMN sex TEXT CHECK (sex IN ('male', 'female'));
        ALTER TABLE users ADD COLUMN body_weight REAL;
        ALTER TABLE users ADD COLUMN body_weight_unit TEXT CHECK (body_weight_unit IN ('kg', 'lb'));
        ALTER TABLE users ADD COLUMN body_weight_date TEXT;
        ALTER TABLE users ADD COLUMN max_heart_rate INTEGER;
        ALTER TABLE workouts ADD COLUMN lift_key TEXT NOT NULL DEFAULT '';
        """) { connection in
        let rows = try connection.prepare("SELECT DISTINCT lift FROM workouts").allValues { $0.string() }
        let update = try connection.prepare("UPDATE workouts SET lift_key = ? WHERE lift = ?")
        for lift in rows { try update.run([LiftName.key(lift), lift]) }
        try connection.execute("CREATE INDEX workouts_by_user_lift ON workouts(user_id, lift_key, date)")
    }
}
