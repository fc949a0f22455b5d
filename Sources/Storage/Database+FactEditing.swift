import Domain
import SQLite

/// What staff change: facts and categories, each write one transaction. A fact's text is
/// unique in any case or spacing (`body_key`), so a second copy is refused with the id of
/// the first.
extension Database {
    /// Adds a fact; `.duplicateFact` when one says the same already.
    public func addFact(_ input: FactInput) throws(StorageError) -> Int64 {
        try write { connection in
            if let existing = try Self.factID(key: input.key, on: connection) { throw StorageError.duplicateFact(existingID: existing) }
            return try Self.insertFact(input, importID: nil, on: connection)
        }
    }

    /// Replaces a fact's text, source and categories; false when there is no such fact.
    public func updateFact(id: Int64, _ input: FactInput) throws(StorageError) -> Bool {
        try write { connection in
            if let existing = try Self.factID(key: input.key, on: connection), existing != id {
                throw StorageError.duplicateFact(existingID: existing)
            }
            return try Self.updateFact(id: id, input, on: connection)
        }
    }

    public func deleteFact(id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM facts WHERE id = ?").run([id])
            return connection.changes > 0
        }
    }

    /// `name` must be a valid category name (`CategoryName`); `.duplicateCategory` when taken.
    public func addCategory(name: String) throws(StorageError) -> Int64 {
        try write { connection in
            do {
                try connection.cached("INSERT INTO categories(name) VALUES (?)").run([name])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StorageError.duplicateCategory
            }
            return connection.lastInsertRowID
        }
    }

    /// Renames a category, which moves its page; false when there is no such category.
    public func renameCategory(id: Int64, name: String) throws(StorageError) -> Bool {
        try write { connection in
            do {
                try connection.cached("UPDATE categories SET name = ? WHERE id = ?").run([name, id])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StorageError.duplicateCategory
            }
            return connection.changes > 0
        }
    }

    /// Deletes a category; its facts stay, without it.
    public func deleteCategory(id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM categories WHERE id = ?").run([id])
            return connection.changes > 0
        }
    }

    static func factID(key: String, on connection: Connection) throws -> Int64? {
        try connection.cached("SELECT id FROM facts WHERE body_key = ?").firstValue([key]) { $0.int64() }
    }

    static func insertFact(_ input: FactInput, importID: String?, on connection: Connection) throws -> Int64 {
        try connection.cached("INSERT INTO facts(body, body_key, source, import_id) VALUES (?, ?, ?, ?)")
            .run([input.body, input.key, input.source, importID])
        let id = connection.lastInsertRowID
        try setCategories(input.categories, factID: id, on: connection)
        return id
    }

    static func updateFact(id: Int64, _ input: FactInput, on connection: Connection) throws -> Bool {
        try connection.cached("UPDATE facts SET body = ?, body_key = ?, source = ? WHERE id = ?").run([input.body, input.key, input.source, id])
        guard connection.changes > 0 else { return false }
        try setCategories(input.categories, factID: id, on: connection)
        return true
    }

    /// Links the fact to exactly these categories, creating the ones that do not exist yet
    /// (an import brings its own).
    private static func setCategories(_ names: [String], factID: Int64, on connection: Connection) throws {
        try connection.cached("DELETE FROM fact_categories WHERE fact_id = ?").run([factID])
        for name in names {
            try connection.cached("INSERT INTO categories(name) VALUES (?) ON CONFLICT(name) DO NOTHING").run([name])
            try connection.cached("INSERT INTO fact_categories(fact_id, category_id) SELECT ?, id FROM categories WHERE name = ?")
                .run([factID, name])
        }
    }
}
