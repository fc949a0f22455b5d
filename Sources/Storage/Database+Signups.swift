import SQLite

/// The limit on sign-ups per network (`SignupLimit`, migration 23), kept in the database so
/// a crash and restart of the server does not reset it.
extension Database {
    /// Seconds until the network may sign up again, or nil when it may now: a look before the
    /// password is hashed, so a refused sign-up costs no hash. `createUser(_:limit:)` checks
    /// again in its transaction.
    public func signupWait(_ limit: SignupLimit) throws(StorageError) -> Int? {
        try read { connection in try Self.signupWait(limit, on: connection) }
    }

    /// When the oldest of the window's last `limit` sign-ups leaves the window, if there are
    /// that many.
    static func signupWait(_ limit: SignupLimit, on connection: Connection) throws -> Int? {
        let oldest = try connection.cached("SELECT at FROM signups WHERE network = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?")
            .firstValue([limit.network, limit.now - limit.window, limit.limit - 1]) { $0.int() }
        return oldest.map { max(1, $0 + limit.window - limit.now) }
    }

    /// Counts a sign-up, in the transaction that makes its account, and forgets those that
    /// have left the window.
    static func recordSignup(_ limit: SignupLimit, on connection: Connection) throws {
        try connection.cached("DELETE FROM signups WHERE at <= ?").run([limit.now - limit.window])
        try connection.cached("INSERT INTO signups(network, at) VALUES (?, ?)").run([limit.network, limit.now])
    }
}
