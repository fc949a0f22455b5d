/// The current row of a statement, read by column name: `row.double(.weight)`. Each name
/// was resolved to its position once for the statement (`ColumnPositions`), so a read costs
/// what `Row`'s does plus one array read. Valid only inside the closure it was given to.
public struct NamedRow<Column: ColumnName> {
    @usableFromInline
    let row: Row
    @usableFromInline
    let positions: [Int32]
    @usableFromInline
    let statement: Statement
    @usableFromInline
    let compilation: Int32

    /// Found before the first step, so a query missing a column fails even with no rows.
    @usableFromInline
    init(statement: Statement) throws {
        self.init(row: Row(handle: statement.handle), found: try statement.positions(of: Column.self), statement: statement)
    }

    @usableFromInline
    init(row: Row, found: ColumnPositions, statement: Statement) {
        self.row = row
        positions = found.positions
        compilation = found.compilation
        self.statement = statement
    }

    /// The row as read after the first step: SQLite recompiles a statement whose tables
    /// changed inside that step, and the recompiled one may have other column positions.
    @inlinable
    func afterFirstStep() throws -> NamedRow {
        Statement.compilation(of: statement.handle) == compilation ? self : try NamedRow(statement: statement)
    }

    @inlinable
    func position(_ column: Column) -> Int {
        Int(positions[Column.ordinal(column)])
    }

    @inlinable public func int(_ column: Column) -> Int { row.int(position(column)) }
    @inlinable public func int64(_ column: Column) -> Int64 { row.int64(position(column)) }
    @inlinable public func double(_ column: Column) -> Double { row.double(position(column)) }
    @inlinable public func bool(_ column: Column) -> Bool { row.bool(position(column)) }
    @inlinable public func string(_ column: Column) -> String { row.string(position(column)) }
    @inlinable public func isNull(_ column: Column) -> Bool { row.isNull(position(column)) }
    public func optionalString(_ column: Column) -> String? { row.optionalString(position(column)) }
    public func blob(_ column: Column) -> [UInt8] { row.blob(position(column)) }
    public func value(_ column: Column) -> SQLiteValue { row.value(position(column)) }

    @inlinable
    public func withText<Result>(_ column: Column, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        row.withText(position(column), read)
    }

    /// The columns of a table joined as `table`, selected with `Other.selectList(joined: table)`;
    /// without a table, columns of another enum selected by their own names (`selectList()`).
    public func joined<Other: ColumnName>(_ other: Other.Type, as table: String? = nil) throws -> NamedRow<Other> {
        NamedRow<Other>(row: row, found: try statement.positions(of: other, prefix: table.map { $0 + "." } ?? ""), statement: statement)
    }
}
