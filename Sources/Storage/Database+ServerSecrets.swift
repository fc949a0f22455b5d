import SQLite

/// Signing keys of the server, made once and then read at every start.
extension Database {
    /// The secret stored under `name`; the first caller's `candidate` becomes it. Two
    /// processes starting at once both get the one that was stored first: on a conflict the
    /// upsert keeps the stored value and `RETURNING` hands it back.
    public func serverSecret(named name: String, candidate: [UInt8]) throws(StorageError) -> [UInt8] {
        try write { connection in
            let stored = try connection.cached("""
                INSERT INTO server_secrets(name, value) VALUES (?, ?)
                ON CONFLICT(name) DO UPDATE SET value = value RETURNING value
                """).firstValue([name, candidate]) { $0.blob() }
            guard let stored else { throw StorageError.database("the server secret \(name) was neither stored nor found") }
            return stored
        }
    }
}
