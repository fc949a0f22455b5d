import CSQLite

/// The current row of a statement being stepped. Valid only inside the closure it was
/// given to: the next step or the reset replaces what it reads. Columns count from 0. The
/// readers are inlinable: a list page reads hundreds of rows, and each read is one C call.
/// Storage reads by name instead (`NamedRow`, `SoleColumn`), which read through these.
public struct Row {
    @usableFromInline
    let handle: OpaquePointer

    @usableFromInline
    init(handle: OpaquePointer) {
        self.handle = handle
    }

    @inlinable
    public func int(_ column: Int) -> Int {
        Int(sqlite3_column_int64(handle, index(column)))
    }

    @inlinable
    public func int64(_ column: Int) -> Int64 {
        sqlite3_column_int64(handle, index(column))
    }

    @inlinable
    public func double(_ column: Int) -> Double {
        sqlite3_column_double(handle, index(column))
    }

    /// SQLite's own truth rule: any non-zero integer is true.
    @inlinable
    public func bool(_ column: Int) -> Bool {
        sqlite3_column_int64(handle, index(column)) != 0
    }

    /// The text, or "" for NULL. One copy, straight from SQLite's buffer with its length.
    @inlinable
    public func string(_ column: Int) -> String {
        let column = index(column)
        // The pointer first, then the length: the documented order, since asking for text
        // may convert the value and change its byte count.
        guard let text = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// Reads the text in place, for values parsed from it (a date) that need no `String`;
    /// an empty buffer for NULL. The bytes are valid only inside `read`.
    @inlinable
    public func withText<Result>(_ column: Int, _ read: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let column = index(column)
        guard let text = sqlite3_column_text(handle, column) else { return read(UnsafeBufferPointer(start: nil, count: 0)) }
        return read(UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(handle, column))))
    }

    public func optionalString(_ column: Int) -> String? {
        isNull(column) ? nil : string(column)
    }

    /// The bytes, or [] for NULL.
    public func blob(_ column: Int) -> [UInt8] {
        let column = index(column)
        guard let bytes = sqlite3_column_blob(handle, column) else { return [] }
        let count = Int(sqlite3_column_bytes(handle, column))
        return [UInt8](UnsafeRawBufferPointer(start: bytes, count: count))
    }

    public func isNull(_ column: Int) -> Bool {
        sqlite3_column_type(handle, index(column)) == SQLITE_NULL
    }

    /// The value in its stored type, for code that does not know the column's type.
    public func value(_ column: Int) -> SQLiteValue {
        switch sqlite3_column_type(handle, index(column)) {
        case SQLITE_INTEGER: .integer(int64(column))
        case SQLITE_FLOAT: .real(double(column))
        case SQLITE_TEXT: .text(string(column))
        case SQLITE_BLOB: .blob(blob(column))
        default: .null
        }
    }

    @usableFromInline
    func index(_ column: Int) -> Int32 {
        assert(column >= 0 && column < Int(sqlite3_column_count(handle)), "column \(column) is out of range")
        return Int32(column)
    }
}
