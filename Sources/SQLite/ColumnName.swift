/// The columns one query reads, named, as an enum: `enum WorkoutColumn: String, ColumnName
/// { case id, date, weight }`. The enum writes the query's SELECT list (`selectList`), and its
/// rows are read by name (`NamedRow`), so the SQL and the reads cannot disagree, and a column
/// added to a table (or to the list) cannot shift a read the way `row.int(13)` would.
public protocol ColumnName: RawRepresentable<String>, CaseIterable, Sendable where AllCases == [Self] {
    /// The SQL that computes a column which is not a plain table column (`COUNT(*)`, an
    /// `EXISTS(…)`), given the alias of the query's table; nil, the default, for a table column.
    func expression(table: String?) -> String?
}

extension ColumnName {
    public func expression(table: String?) -> String? { nil }

    /// The SELECT list reading every column: `id, date` or, from an aliased table,
    /// `w.id AS "id", w.date AS "date"` (SQLite promises a result column's name only for an `AS`).
    public static func selectList(from table: String? = nil) -> String {
        allCases.map { column in
            let source = column.expression(table: table) ?? table.map { "\($0).\(column.rawValue)" }
            return source.map { "\($0) AS \"\(column.rawValue)\"" } ?? column.rawValue
        }.joined(separator: ", ")
    }

    /// The SELECT list for a joined table's columns, each named after the alias
    /// (`u.id AS "u.id"`) so it cannot clash with the main table's; read with `NamedRow.joined`.
    public static func selectList(joined table: String) -> String {
        allCases.map { column in
            "\(column.expression(table: table) ?? "\(table).\(column.rawValue)") AS \"\(table).\(column.rawValue)\""
        }.joined(separator: ", ")
    }

    /// The case's place in `allCases`, to find its column position with one array read per
    /// value read. A payload-free enum is stored as its case's number in declaration order,
    /// the order of the synthesized `allCases`; `ColumnPositions` checks that once per statement.
    @inlinable
    static func ordinal(_ column: Self) -> Int {
        MemoryLayout<Self>.size == 0 ? 0 : withUnsafeBytes(of: column) { Int($0[0]) }
    }
}
