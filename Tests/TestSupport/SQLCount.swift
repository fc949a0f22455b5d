import SQLite

/// The single number a `SELECT count(*) …` gives, read through a connection of its own so a
/// test sees what is really stored.
public func count(_ sql: String, in databasePath: String) throws -> Int {
    let connection = try Connection(path: databasePath)
    defer { connection.close() }
    return try connection.prepare(sql).first { $0.int(0) } ?? -1
}

/// The text of the first column of the first row, "" when there is none or it is NULL.
public func text(_ sql: String, in databasePath: String) throws -> String {
    let connection = try Connection(path: databasePath)
    defer { connection.close() }
    let value: String?? = try connection.prepare(sql).first { $0.optionalString(0) }
    return (value ?? nil) ?? ""
}
