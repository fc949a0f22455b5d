import CSQLite

/// The statement's rows read by column name (`NamedRow`) or, for a query of one value, as
/// its sole column. The positions are found once per statement (again if SQLite recompiles it).
extension Statement {
    /// Calls `each` for every row, read as `Column`s. The row is only valid during that call.
    @inlinable
    public func query<Column: ColumnName>(_ parameters: [any SQLiteBindable] = [], reading _: Column.Type,
                                          _ each: (NamedRow<Column>) throws -> Void) throws {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        var row = try NamedRow<Column>(statement: self)
        guard try step() else { return }
        row = try row.afterFirstStep()
        repeat {
            try each(row)
        } while try step()
    }

    /// The first row read as `Column`s and mapped, or nil when there is none.
    @inlinable
    public func first<Column: ColumnName, T>(_ parameters: [any SQLiteBindable] = [], reading _: Column.Type,
                                             map: (NamedRow<Column>) throws -> T) throws -> T? {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        let row = try NamedRow<Column>(statement: self)
        return try step() ? map(row.afterFirstStep()) : nil
    }

    /// Every row read as `Column`s and mapped.
    @inlinable
    public func all<Column: ColumnName, T>(_ parameters: [any SQLiteBindable] = [], reading column: Column.Type,
                                           map: (NamedRow<Column>) throws -> T) throws -> [T] {
        var results: [T] = []
        try query(parameters, reading: column) { results.append(try map($0)) }
        return results
    }

    /// The first row's value, for a query that selects one; nil when there is no row.
    @inlinable
    public func firstValue<T>(_ parameters: [any SQLiteBindable] = [], map: (SoleColumn) throws -> T) throws -> T? {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        let value = try SoleColumn(statement: self)
        return try step() ? map(value) : nil
    }

    /// Every row's value, for a query that selects one.
    @inlinable
    public func allValues<T>(_ parameters: [any SQLiteBindable] = [], map: (SoleColumn) throws -> T) throws -> [T] {
        try bind(parameters)
        defer { sqlite3_reset(handle) }
        let value = try SoleColumn(statement: self)
        var results: [T] = []
        while try step() {
            results.append(try map(value))
        }
        return results
    }
}
