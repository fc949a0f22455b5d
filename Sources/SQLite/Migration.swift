/// One step of the schema. Its version is its position in the `Migrator`'s list, from 1.
public struct Migration: Sendable {
    public let name: String
    /// A script of one or more statements; it must not hold BEGIN or COMMIT, since the
    /// migrator runs it inside its own transaction.
    public let sql: String

    public init(_ name: String, sql: String) {
        self.name = name
        self.sql = sql
    }
}
