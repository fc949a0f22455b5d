import Crypto
import Storage
import Synchronization

/// The sessions checked lately, so that a request of a session seen before is answered after
/// one indexed read (`Database.sessionCheck`) instead of reading the session with its user
/// and hashing its secret: together those were most of what a page's 304 and a cached page
/// cost; after a write of the user's, the same read brings the user as now. The cookie's secret
/// is kept and compared in constant time, as the stored hash would be. Each entry keeps the
/// database's moment (`Database.commitMoment`) taken before the read that last checked it:
/// whether the session still holds is asked of the database again unless nothing was committed,
/// by any process, since then, so a logout, a password or role change, or a new workout made
/// anywhere shows on the next request.
public final class SessionCache: Sendable {
    /// A class, so that a hit takes one reference out of the lock, not a copy of each field.
    private final class Entry: Sendable {
        let secret: [UInt8]
        let session: Database.StoredSession
        let checkedAt: CommitMoment?

        init(secret: [UInt8], session: Database.StoredSession, checkedAt: CommitMoment?) {
            self.secret = secret
            self.session = session
            self.checkedAt = checkedAt
        }
    }

    /// A session found, with the moment it was last checked at (nil: unknown, check it).
    struct Hit {
        let session: Database.StoredSession
        let checkedAt: CommitMoment?
    }

    /// A small gym's members several times over; when it fills up it starts again empty, as
    /// an entry costs one full read to make again.
    @usableFromInline static let defaultLimit = 4_096

    let limit: Int
    private let entries = Mutex<[String: Entry]>([:])

    public init(limit: Int = SessionCache.defaultLimit) {
        self.limit = limit
    }

    /// The session last read under `id`, if `secret` is the one it was read with. Whether it
    /// still holds is the caller's to ask.
    func session(id: String, secret: some StringProtocol) -> Hit? {
        guard let entry = entries.withLock({ $0[id] }) else { return nil }
        // Read where the cookie holds it; a secret that is not in one piece of memory is copied.
        let same = secret.utf8.withContiguousStorageIfAvailable { sent in
            entry.secret.withUnsafeBytes { constantTimeEquals(UnsafeRawBufferPointer(sent), $0) }
        } ?? constantTimeEquals(entry.secret, Array(secret.utf8))
        return same ? Hit(session: entry.session, checkedAt: entry.checkedAt) : nil
    }

    /// Keeps a session whose secret was just checked against its stored hash, by a read that
    /// began at `checkedAt`.
    func store(_ session: Database.StoredSession, secret: some StringProtocol, checkedAt: CommitMoment?) {
        let entry = Entry(secret: Array(secret.utf8), session: session, checkedAt: checkedAt)
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll() }
            entries[session.id] = entry
        }
    }

    public func removeAll() {
        entries.withLock { $0 = [:] }
    }

    var count: Int { entries.withLock { $0.count } }
}
