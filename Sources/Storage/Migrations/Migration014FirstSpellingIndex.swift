import SQLite

extension Schema {
    /// Every save and every record refresh asks for a lift's first visible set (the spelling
    /// its sets take). With the pending-import filter, SQLite answered that from the (user, lift,
    /// date) index and sorted all of the lift's sets by id, so a save cost more with every set
    /// of the lift stored (529-951 µs after 30,000 saves, against 252 µs on an empty log). In id
    /// order the first visible set is the first entry or close to it.
    static let migration014 = Migration("an index of each lift's sets in the order they were logged", sql: """
        CREATE INDEX workouts_by_user_lift_id ON workouts(user_id, lift_key, id);
        """)
}
