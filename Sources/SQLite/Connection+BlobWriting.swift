import CSQLite

extension Connection {
    /// Fills a blob in place, a piece at a time: the row was written with `zeroblob(n)` in the
    /// column, and `fill` hands over its bytes in order, `n` in all. A blob bound whole is
    /// copied by SQLite once when bound and again into the row's record, so a 5 MB track took
    /// 15 MB while it was stored; this way only the pieces and SQLite's page cache are held
    /// (issue 23). Run inside the transaction that wrote the row.
    public func writeBlob(table: String, column: String, row: Int64,
                          _ fill: (_ write: ([UInt8]) throws -> Void) throws -> Void) throws {
        let db = try openHandle()
        var blob: OpaquePointer?
        guard sqlite3_blob_open(db, "main", table, column, row, 1, &blob) == SQLITE_OK, let blob else {
            throw SQLiteError(db: db, sql: "writing \(table).\(column) of row \(row)")
        }
        defer { sqlite3_blob_close(blob) }
        var offset: Int32 = 0
        try fill { bytes in
            let result = bytes.withUnsafeBytes { sqlite3_blob_write(blob, $0.baseAddress, Int32(clamping: $0.count), offset) }
            guard result == SQLITE_OK else { throw SQLiteError(db: db, sql: "writing \(table).\(column) of row \(row)") }
            offset += Int32(clamping: bytes.count)
        }
    }
}
