import CSQLite

extension Statement {
    /// `run` for a hot loop: the values are bound as their own types, with no array of
    /// boxed values to build and take apart for every row. Their count must match the SQL.
    public func run<each Value: SQLiteBindable>(values: repeat each Value) throws {
        sqlite3_reset(handle)
        var index: Int32 = 0
        for value in repeat each values {
            index += 1
            guard bind(value.sqliteValue, at: index) == SQLITE_OK else { throw error() }
        }
        let expected = sqlite3_bind_parameter_count(handle)
        guard index == expected else {
            throw SQLiteError(extendedCode: SQLITE_RANGE, message: "the statement takes \(expected) parameters but was given \(index)", sql: sql)
        }
        defer { sqlite3_reset(handle) }
        while try step() {}
    }
}

extension Statement {
    /// Binds one parameter (numbered from 1) for `runWithBindings`. SQLite keeps a binding
    /// until it is replaced, across runs, so a bulk write binds a value shared by many rows
    /// (the user, a day, a lift's name) once instead of copying it again for every row.
    public func bind(_ value: some SQLiteBindable, at index: Int32) throws {
        guard bind(value.sqliteValue, at: index) == SQLITE_OK else { throw error() }
    }

    /// Runs a write with the parameters as last bound (`bind(_:at:)`); they stay bound.
    public func runWithBindings() throws {
        defer { sqlite3_reset(handle) }
        while try step() {}
    }
}
