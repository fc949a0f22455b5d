import CSQLite

/// A failed SQLite call: its result codes, SQLite's message and the SQL text.
///
/// Bound values are never part of the error (as in GRDB's `DatabaseError`): they may hold
/// passwords, emails or other personal data, and errors end up in logs.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    /// The extended result code, e.g. `SQLITE_CONSTRAINT_UNIQUE` (2067).
    public let extendedCode: Int32
    /// What SQLite (or this wrapper, for misuse) said went wrong.
    public let message: String
    /// The statement or script that failed, with its `?` placeholders, if there was one.
    public let sql: String?

    /// The primary result code, e.g. `SQLITE_CONSTRAINT` (19): the low byte of the extended one.
    public var code: Int32 { extendedCode & 0xFF }


    /// A duplicate value in a UNIQUE column or index, or a duplicate primary key: the
    /// "this email is already registered" case that storage turns into a form error.
    public var isUniqueViolation: Bool {
        extendedCode == SQLiteError.constraintUnique || extendedCode == SQLiteError.constraintPrimaryKey
    }

    /// The disk (or the file system's quota) had no room for what was being written.
    public var isDiskFull: Bool { code == SQLITE_FULL }

    /// The file is not an SQLite database (or is encrypted, or its header is damaged).
    public var isNotADatabase: Bool { code == SQLITE_NOTADB }

    // sqlite3.h defines the extended codes as expressions, `(SQLITE_CONSTRAINT | (8<<8))`,
    // which Swift does not import; these are the same values.
    private static let constraintPrimaryKey = SQLITE_CONSTRAINT | (6 << 8)
    private static let constraintUnique = SQLITE_CONSTRAINT | (8 << 8)

    public var description: String {
        let summary = "SQLite error \(extendedCode) (\(String(cString: sqlite3_errstr(extendedCode)))): \(message)"
        guard let sql else { return summary }
        return "\(summary); SQL: \(sql)"
    }

    init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    /// The error the last failed call on `db` left behind. Must be read right after the
    /// failing call, before anything else runs on the connection.
    init(db: OpaquePointer, sql: String?) {
        self.init(extendedCode: sqlite3_extended_errcode(db), message: String(cString: sqlite3_errmsg(db)), sql: sql)
    }
}
