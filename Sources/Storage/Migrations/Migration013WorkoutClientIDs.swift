import SQLite

extension Schema {
    /// The browser's id for a new entry (issue 26): the form and the offline queue send it with
    /// every try, and this index makes a second try of the same entry store nothing. Partial,
    /// as imported and older rows have none and need no place in it.
    static let migration013 = Migration("workouts keep the browser's id for an entry, unique per user", sql: """
        ALTER TABLE workouts ADD COLUMN client_id TEXT;
        CREATE UNIQUE INDEX workouts_client_id ON workouts(user_id, client_id) WHERE client_id IS NOT NULL;
        """)
}
