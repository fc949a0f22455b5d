import CSQLite

/// Where a statement's result holds each column of a `ColumnName` enum, found once from
/// `sqlite3_column_name` and kept in the statement, so a row's reads cost no name look-ups.
@usableFromInline
struct ColumnPositions {
    let type: ObjectIdentifier
    /// "" for the query's own columns, "u." for a table joined as `u` (`selectList(joined:)`).
    let prefix: String
    /// How many times SQLite had recompiled the statement when these were found: a recompiled
    /// statement (after a schema change) may name other columns, as `SELECT *` does.
    let compilation: Int32
    let positions: [Int32]

    /// The positions of `Column`'s names (each after `prefix`) among the statement's result
    /// columns; an error naming the column and the SQL when one is missing or appears twice.
    init<Column: ColumnName>(of _: Column.Type, prefix: String, in handle: OpaquePointer, sql: String) throws {
        let count = sqlite3_column_count(handle)
        let names = (0..<count).map { String(cString: sqlite3_column_name(handle, $0)) }
        positions = try Column.allCases.enumerated().map { place, column in
            guard Column.ordinal(column) == place else {
                throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "\(Column.self) lists its cases out of declaration order", sql: sql)
            }
            let name = prefix + column.rawValue
            let found = names.indices.filter { names[$0] == name }
            guard let first = found.first else {
                throw SQLiteError(extendedCode: SQLITE_RANGE, message: "the query has no column named \"\(name)\"", sql: sql)
            }
            guard found.count == 1 else {
                throw SQLiteError(extendedCode: SQLITE_MISUSE, message: "the query has \(found.count) columns named \"\(name)\"", sql: sql)
            }
            return Int32(first)
        }
        type = ObjectIdentifier(Column.self)
        self.prefix = prefix
        compilation = Statement.compilation(of: handle)
    }
}

extension Statement {
    /// `Column`'s positions in this statement's result, found on first use and kept, with the
    /// compilation they hold for (a row keeps it rather than asking SQLite again).
    @usableFromInline
    func positions<Column: ColumnName>(of column: Column.Type, prefix: String = "") throws -> ColumnPositions {
        let type = ObjectIdentifier(column)
        let compilation = Self.compilation(of: handle)
        if let kept = columnPositions.first(where: { $0.type == type && $0.prefix == prefix && $0.compilation == compilation }) {
            return kept
        }
        let found = try ColumnPositions(of: column, prefix: prefix, in: handle, sql: sql)
        columnPositions.removeAll { $0.type == type && $0.prefix == prefix }
        columnPositions.append(found)
        return found
    }

    /// Counts SQLite's recompilations of the statement, which happen inside a step.
    @usableFromInline
    static func compilation(of handle: OpaquePointer) -> Int32 {
        sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
    }
}
