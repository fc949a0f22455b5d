import Crypto
import Storage
import Synchronization

/// The sessions checked lately, so that a request of a session seen before is answered after
/// one indexed read (`Database.sessionCheck`) instead of reading the session with its user
/// and hashing its secret: together those were most of what a page's 304 and a cached page
/// cost; after a write of the user's, the same read brings the user as now. The cookie's secret
/// is kept and compared in constant time, as the stored hash would be. Whether the session still
/// holds is asked of the database unless nothing was written to it, by any process, since this
/// thread last asked (`FolderWrites`), so a logout, a password or role change, or a new workout
/// made anywhere shows on the next request.
final class SessionCache: Sendable {
    /// A class, so that a hit takes one reference out of the lock, not a copy of each field.
    private final class Entry: Sendable {
        let secret: [UInt8]
        let session: Database.StoredSession

        init(secret: [UInt8], session: Database.StoredSession) {
            self.secret = secret
            self.session = session
        }
    }

    /// A small gym's members several times over; when it fills up it starts again empty, as
    /// an entry costs one full read to make again.
    static let defaultLimit = 4_096

    let limit: Int
    private let entries = Mutex<[String: Entry]>([:])

    init(limit: Int = SessionCache.defaultLimit) {
        self.limit = limit
    }

    /// The session last read under `id`, if `secret` is the one it was read with. Whether it
    /// still holds is the caller's to ask.
    func session(id: String, secret: some StringProtocol) -> Database.StoredSession? {
        guard let entry = entries.withLock({ $0[id] }) else { return nil }
        // Read where the cookie holds it; a secret that is not in one piece of memory is copied.
        let same = secret.utf8.withContiguousStorageIfAvailable { sent in
            entry.secret.withUnsafeBytes { constantTimeEquals(UnsafeRawBufferPointer(sent), $0) }
        } ?? constantTimeEquals(entry.secret, Array(secret.utf8))
        return same ? entry.session : nil
    }

    /// Keeps a session whose secret was just checked against its stored hash.
    func store(_ session: Database.StoredSession, secret: some StringProtocol) {
        let entry = Entry(secret: Array(secret.utf8), session: session)
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
