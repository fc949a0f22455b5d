import CSQLite

/// The one column of a query that selects one value (`SELECT COUNT(*) …`), which has no
/// other column to confuse it with; a query with more columns is an error, not a guess.
public struct SoleColumn {
    @usableFromInline
    let row: Row

    @usableFromInline
    init(statement: Statement) throws {
        let count = sqlite3_column_count(statement.handle)
        guard count == 1 else {
            throw SQLiteError(extendedCode: SQLITE_RANGE, message: "a one-value read of a query with \(count) columns", sql: statement.sql)
        }
        row = Row(handle: statement.handle)
    }

    @inlinable public func int() -> Int { row.int(0) }
    @inlinable public func int64() -> Int64 { row.int64(0) }
    @inlinable public func double() -> Double { row.double(0) }
    @inlinable public func bool() -> Bool { row.bool(0) }
    @inlinable public func string() -> String { row.string(0) }
    @inlinable public func isNull() -> Bool { row.isNull(0) }
    public func optionalString() -> String? { row.optionalString(0) }
    public func blob() -> [UInt8] { row.blob(0) }
    public func value() -> SQLiteValue { row.value(0) }

    @inlinable
    public func withText<Result>(_ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        row.withText(0, read)
    }
}
