/// One step of the schema. Its version is its position in the `Migrator`'s list, from 1.
public struct Migration: Sendable {
    public let name: String
    /// A script of one or more statements; it must not hold BEGIN or COMMIT, since the
    /// migrator runs it inside its own transaction.
    public let sql: String
    /// Runs after `sql`, in the same transaction, for what SQL alone cannot do (a column
    /// filled with a value only Swift computes).
    public let body: (@Sendable (Connection) throws -> Void)?

    public init(_ name: String, sql: String, body: (@Sendable (Connection) throws -> Void)? = nil) {
        self.name = name
        self.sql = sql
        self.body = body
    }
}
