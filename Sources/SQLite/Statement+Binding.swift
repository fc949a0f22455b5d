import CSQLite

/// Tells SQLite to copy a bound text or blob before the bind call returns
/// (`SQLITE_TRANSIENT`, a C macro Swift cannot import): Swift's buffers are only valid
/// inside `withUTF8` and `withUnsafeBytes`.
private let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

extension Statement {
    @usableFromInline
    func bind(_ parameters: [any SQLiteBindable]) throws {
        sqlite3_reset(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard parameters.count == expected else {
            throw SQLiteError(
                extendedCode: SQLITE_RANGE,
                message: "the statement takes \(expected) parameters but was given \(parameters.count)", sql: sql)
        }
        for (offset, parameter) in parameters.enumerated() {
            guard bind(parameter.sqliteValue, at: Int32(offset + 1)) == SQLITE_OK else {
                throw error()
            }
        }
    }

    func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .integer(let integer):
            return sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            return sqlite3_bind_double(handle, index, real)
        case .text(let text):
            return bind(text: text, at: index)
        case .blob(let bytes):
            return bind(blob: bytes, at: index)
        case .null:
            return sqlite3_bind_null(handle, index)
        }
    }

    /// Binds with the UTF-8 length, so text holding a NUL is kept whole. An empty buffer may
    /// have no address, and a nil pointer would bind NULL instead of ''.
    private func bind(text: String, at index: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress, !utf8.isEmpty else {
                return sqlite3_bind_text(handle, index, "", 0, transient)
            }
            return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { characters in
                sqlite3_bind_text64(handle, index, characters, sqlite3_uint64(utf8.count), transient, UInt8(SQLITE_UTF8))
            }
        }
    }

    /// An empty blob is bound as a zero-length blob: a nil pointer would bind NULL.
    private func bind(blob: [UInt8], at index: Int32) -> Int32 {
        guard !blob.isEmpty else {
            return sqlite3_bind_zeroblob(handle, index, 0)
        }
        return blob.withUnsafeBytes { bytes in
            sqlite3_bind_blob64(handle, index, bytes.baseAddress, sqlite3_uint64(bytes.count), transient)
        }
    }
}
