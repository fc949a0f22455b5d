import Crypto
import Storage
import Synchronization

/// The sessions checked in the current second, so that the requests of one page load (and a
/// repeat visit answered 304) skip the SQLite query and the secret's SHA-256: together they
/// were most of what a cached page cost.
///
/// An entry is good while the database's commit count is what it was before the session was
/// read (every write of this process moves it: a logout, a password or role change, a new
/// workout bumping the data version that `PageTag` reads), and only within the second it was
/// read in, which bounds how long a change made by another process (`liftinglog user …`)
/// goes unseen. The cookie's secret is kept and compared in constant time, as the stored hash
/// would be.
final class SessionCache: Sendable {
    private struct Entry {
        let secret: [UInt8]
        let session: Database.StoredSession
        let commits: UInt64
        let second: Int
    }

    /// A small gym's members several times over; when it fills up it starts again empty, as
    /// every entry is at most a second from going stale anyway.
    static let defaultLimit = 4_096

    let limit: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(limit: Int = SessionCache.defaultLimit) {
        self.limit = limit
    }

    /// The session under `id`, if it was read this second, nothing was committed since, and
    /// `secret` is the one it was read with.
    func session(id: String, secret: some StringProtocol, second: Int, commits: UInt64) -> Database.StoredSession? {
        guard let entry = entries.withLock({ $0[id] }), entry.second == second, entry.commits == commits else { return nil }
        var secret = String(secret)
        let same = secret.withUTF8 { sent in entry.secret.withUnsafeBytes { constantTimeEquals(UnsafeRawBufferPointer(sent), $0) } }
        return same ? entry.session : nil
    }

    /// Keeps a session whose secret was just checked against its stored hash. `commits` is the
    /// count read before the session was.
    func store(_ session: Database.StoredSession, secret: some StringProtocol, second: Int, commits: UInt64) {
        let entry = Entry(secret: Array(secret.utf8), session: session, commits: commits, second: second)
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll() }
            entries[session.id] = entry
        }
    }

    func removeAll() {
        entries.withLock { $0 = [:] }
    }

    var count: Int { entries.withLock { $0.count } }
}
