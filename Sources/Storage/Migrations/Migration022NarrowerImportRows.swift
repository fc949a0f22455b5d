import SQLite

extension Schema {
    /// Two fewer B-trees for every stored set (issue 28): a million-set import wrote each row
    /// into five (the table and four indexes), each costing about as much again as the table.
    ///
    /// - `workouts_by_import` held every imported row, only to find a dead or failed import's
    ///   rows. An import's rows all come after the table's last row when it starts writing
    ///   (new ids are the largest id plus one), so `imports.first_workout_id`, set in the
    ///   transaction of its first rows, bounds them in the table's own id order.
    /// - `workouts_by_user_lift_id` served only "the lift's first spelling" (migration 14);
    ///   that is now the spelling of the lift's earliest set (by date, then as logged), which
    ///   `workouts_by_user_lift` (user, lift, date, and the id every index ends with) answers
    ///   in the same one probe. All of a lift's sets carry that spelling anyway
    ///   (`LiftSpellings`); only sets stored before lift keys existed may differ.
    ///
    /// An import left pending by a process that died before the upgrade gets its bound from
    /// its rows while the old index still finds them.
    static let migration022 = Migration("imported rows found by their first id, a lift's first spelling by date: two indexes fewer", sql: """
        ALTER TABLE imports ADD COLUMN first_workout_id INTEGER;
        UPDATE imports SET first_workout_id = (SELECT min(id) FROM workouts WHERE import_id = imports.id) WHERE state = 'pending';
        DROP INDEX workouts_by_import;
        DROP INDEX workouts_by_user_lift_id;
        """)
}
