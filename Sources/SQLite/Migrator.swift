/// Brings a database's schema up to date with an append-only list of migrations.
///
/// The applied versions are rows of `schema_migrations`. Each migration runs in its own
/// transaction together with its version row, so a failing one leaves the database as the
/// previous one left it. Never edit, remove or reorder a migration that has shipped: add one.
public struct Migrator: Sendable {
    private let migrations: [Migration]

    public init(_ migrations: [Migration]) {
        self.migrations = migrations
    }

    /// The schema version this list brings a database to.
    public var latestVersion: Int { migrations.count }

    /// The version a database's schema is at: 0 for a file no migration has touched.
    public static func version(of connection: Connection) throws -> Int {
        try connection.prepare("SELECT coalesce(max(version), 0) FROM schema_migrations").first { $0.int(0) } ?? 0
    }

    /// Applies the migrations the database has not seen yet, in order.
    public func migrate(_ connection: Connection) throws {
        try connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations(
                version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)
            """)
        while try applyNext(on: connection) {}
    }

    /// Applies the migration after the highest recorded one; false when there is none.
    /// The version is read inside the write transaction, so two processes starting on the
    /// same file cannot both apply the same migration.
    private func applyNext(on connection: Connection) throws -> Bool {
        try connection.transaction {
            let current = try Self.version(of: connection)
            guard current <= migrations.count else {
                throw MigrationError.newerSchema(found: current, known: migrations.count)
            }
            guard current < migrations.count else { return false }
            try apply(migrations[current], version: current + 1, on: connection)
            return true
        }
    }

    private func apply(_ migration: Migration, version: Int, on connection: Connection) throws {
        do {
            try connection.execute(migration.sql)
            try migration.body?(connection)
            try connection.prepare("""
                INSERT INTO schema_migrations(version, name, applied_at)
                VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
                """).run([version, migration.name])
        } catch let error as SQLiteError {
            throw MigrationError.failed(version: version, name: migration.name, underlying: error)
        }
    }
}
