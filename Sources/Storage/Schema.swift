import SQLite

/// The schema as an append-only list of migrations, one file each in `Migrations/`: never
/// edit a released one, add the next. A migration's version is its place in this list.
enum Schema {
    static let migrator = Migrator(migrations)

    /// In order; a test makes an older database from the first few.
    static let migrations = [
        migration001,
        migration002,
        migration003,
        migration004,
        migration005,
        migration006,
        migration007,
        migration008,
        migration009,
        migration010,
        migration011,
        migration012,
        migration013,
        migration014,
        migration015,
        migration016,
        migration017,
        migration018,
        migration019,
        migration020,
        migration021,
        migration022,
        migration023,
        migration024,
        migration025,
        migration026,
        migration027,
        migration028,
        migration029,
        migration030,
        migration031,
        migration032,
        migration033,
        migration034,
        migration035,
        migration036,
    ]
}
