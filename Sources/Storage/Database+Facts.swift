import Domain
import SQLite

/// Reading facts and their categories. Facts are shared by everyone: no user id here.
extension Database {
    /// The names of fact `f`'s categories joined by spaces (names hold no spaces).
    static let categoryNamesColumn = """
        (SELECT group_concat(c.name, ' ') FROM fact_categories fc JOIN categories c ON c.id = fc.category_id WHERE fc.fact_id = f.id)
        """
    /// A fact of `facts f` with its categories' names.
    enum FactColumn: String, ColumnName {
        case id, body, source, categories

        func expression(table: String?) -> String? {
            self == .categories ? Database.categoryNamesColumn : nil
        }
    }

    enum CategoryColumn: String, ColumnName {
        case id, name, factCount = "fact_count"
    }

    static let factColumns = FactColumn.selectList(from: "f")

    static func fact(from row: NamedRow<FactColumn>) -> Fact {
        Fact(id: row.int64(.id), body: row.string(.body), source: row.string(.source), categories: categoryNames(row.string(.categories)))
    }

    /// Split on the bytes, and sorted only when there is more than one: this runs for every
    /// fact read, the facts pages' random one on each visit among them.
    static func categoryNames(_ joined: String) -> [String] {
        var names = joined.utf8.split(separator: UInt8(ascii: " ")).map { String(Substring($0)) }
        if names.count > 1 { names.sort() }
        return names
    }

    static func category(from row: NamedRow<CategoryColumn>) -> FactCategory {
        FactCategory(id: row.int64(.id), name: row.string(.name), factCount: row.int(.factCount))
    }

    public func fact(id: Int64) throws(StorageError) -> Fact? {
        try read { try $0.cached(Self.factByID).first([id], reading: FactColumn.self, map: Self.fact) }
    }

    /// Made once: `fact(id:)` runs on every visit of the facts pages that renders its fact.
    private static let factByID = "SELECT \(factColumns) FROM facts f WHERE f.id = ?"

    /// Every fact's id, in order: what the facts pages pick a random fact from.
    public func factIDs() throws(StorageError) -> [Int64] {
        try read { try $0.cached("SELECT id FROM facts ORDER BY id").allValues { $0.int64() } }
    }

    /// The same fact all day for everyone, another the next day: `day` is a day count.
    public func factOfTheDay(_ day: Int) throws(StorageError) -> Fact? {
        try read { connection in
            guard let last = try Self.lastFactID(on: connection) else { return nil }
            // Knuth's multiplicative hash spreads consecutive days over the whole collection.
            let spread = (UInt64(day.magnitude) & 0xFFFF_FFFF) &* 2_654_435_761
            return try Self.fact(atOrAfter: Int64(spread % UInt64(last)) + 1, on: connection)
        }
    }

    /// The highest id, nil when there are no facts (ids start at 1).
    private static func lastFactID(on connection: Connection) throws -> Int64? {
        let last = try connection.cached("SELECT coalesce(max(id), 0) FROM facts").firstValue { $0.int64() } ?? 0
        return last > 0 ? last : nil
    }

    /// The fact with this id, or the next one after a gap left by a deletion.
    private static func fact(atOrAfter id: Int64, on connection: Connection) throws -> Fact? {
        try connection.cached("SELECT \(factColumns) FROM facts f WHERE f.id >= ? ORDER BY f.id LIMIT 1").first([id], reading: FactColumn.self, map: fact)
    }

    /// Every category with its number of facts, by name: the category cloud.
    public func factCategories() throws(StorageError) -> [FactCategory] {
        try read { try $0.cached("SELECT \(CategoryColumn.selectList()) FROM categories ORDER BY name").all(reading: CategoryColumn.self, map: Self.category) }
    }

    public func factCategory(named name: String) throws(StorageError) -> FactCategory? {
        try read { try $0.cached("SELECT \(CategoryColumn.selectList()) FROM categories WHERE name = ?").first([name], reading: CategoryColumn.self, map: Self.category) }
    }

    public func factCategory(id: Int64) throws(StorageError) -> FactCategory? {
        try read { try $0.cached("SELECT \(CategoryColumn.selectList()) FROM categories WHERE id = ?").first([id], reading: CategoryColumn.self, map: Self.category) }
    }

    /// A category's facts in the order they were added.
    public func facts(categoryID: Int64, limit: Int, offset: Int) throws(StorageError) -> [Fact] {
        try read { connection in
            try connection.cached("""
                SELECT \(Self.factColumns) FROM fact_categories l JOIN facts f ON f.id = l.fact_id
                WHERE l.category_id = ? ORDER BY l.fact_id LIMIT ? OFFSET ?
                """).all([categoryID, limit, offset], reading: FactColumn.self, map: Self.fact)
        }
    }

    /// Every fact, newest first, for the staff's list.
    public func facts(limit: Int, offset: Int) throws(StorageError) -> [Fact] {
        try read { connection in
            try connection.cached("SELECT \(Self.factColumns) FROM facts f ORDER BY f.id DESC LIMIT ? OFFSET ?").all([limit, offset], reading: FactColumn.self, map: Self.fact)
        }
    }
}
