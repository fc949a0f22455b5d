import Domain
import SQLite

/// Single sign-on's rows (migration 27): identities, sign-ins under way, links waiting for a
/// password. Secrets arrive here already hashed; nothing in these tables lets anyone sign in.
extension Database {
    /// A sign-in sent to the provider, as its answer must match.
    public struct SignInAttempt: Sendable, Equatable {
        public let browserHash: String
        public let nonce: String
        public let codeVerifier: String
        public let next: String

        public init(browserHash: String, nonce: String, codeVerifier: String, next: String) {
            self.browserHash = browserHash
            self.nonce = nonce
            self.codeVerifier = codeVerifier
            self.next = next
        }
    }

    /// A first sign-in waiting for the password of the account it would join.
    public struct PendingLink: Sendable, Equatable {
        public let provider: String
        public let subject: String
        public let user: User
        /// The provider's staff claim was there: the member becomes staff once joined.
        public let makeStaff: Bool
    }

    /// Stores the attempt under its state's hash, and forgets the attempts older than `lifetime`.
    /// Anyone may start one (`/login/oidc` needs no account), so when `limit` are kept already
    /// the oldest go: a flood holds the table to `limit` rows, at the cost of the sign-ins
    /// started before it.
    public func saveSignInAttempt(_ attempt: SignInAttempt, stateHash: String, now: Int, lifetime: Int, limit: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM oidc_logins WHERE created_at <= ?").run([now - lifetime])
            let kept = try connection.cached("SELECT count(*) FROM oidc_logins").firstValue { $0.int() } ?? 0
            if kept >= limit {
                try connection.cached("DELETE FROM oidc_logins WHERE state_hash IN (SELECT state_hash FROM oidc_logins ORDER BY created_at LIMIT ?)")
                    .run([kept - limit + 1])
            }
            try connection.cached("""
                INSERT INTO oidc_logins(state_hash, browser_hash, nonce, code_verifier, next, created_at) VALUES (?, ?, ?, ?, ?, ?)
                """).run([stateHash, attempt.browserHash, attempt.nonce, attempt.codeVerifier, attempt.next, now])
        }
    }

    private enum AttemptColumn: String, ColumnName {
        case browserHash = "browser_hash", nonce, codeVerifier = "code_verifier", next
    }

    /// The attempt with this state, removed as it is read so a state works once; nil when there
    /// is none or it is older than `lifetime`.
    public func takeSignInAttempt(stateHash: String, now: Int, lifetime: Int) throws(StorageError) -> SignInAttempt? {
        try write { connection in
            let attempt = try connection.cached("""
                SELECT \(AttemptColumn.selectList()) FROM oidc_logins WHERE state_hash = ? AND created_at > ?
                """).first([stateHash, now - lifetime], reading: AttemptColumn.self) {
                SignInAttempt(browserHash: $0.string(.browserHash), nonce: $0.string(.nonce), codeVerifier: $0.string(.codeVerifier),
                              next: $0.string(.next))
            }
            try connection.cached("DELETE FROM oidc_logins WHERE state_hash = ?").run([stateHash])
            return attempt
        }
    }

    /// A new account and its identity, together: an account made by single sign-on always has one.
    public func createUser(_ new: NewUser, provider: String, subject: String, now: Int) throws(StorageError) -> User {
        try write { connection in
            do {
                try connection.cached("""
                    INSERT INTO users(email, password_hash, first_name, last_name, birth_date, time_zone, password_is_temporary)
                    VALUES (?, ?, ?, ?, ?, ?, 0)
                    """).run([new.email, new.passwordHash, new.firstName, new.lastName, new.birthDate.iso, new.timeZone])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StorageError.emailTaken
            }
            let id = connection.lastInsertRowID
            try Self.insertIdentity(provider: provider, subject: subject, userID: id, now: now, on: connection)
            return User(id: id, email: new.email, firstName: new.firstName, lastName: new.lastName, birthDate: new.birthDate,
                        role: .lifter, unit: .kg, timeZone: new.timeZone, passwordIsTemporary: false)
        }
    }

    /// Keeps the first sign-in's subject until the account's password confirms it.
    public func savePendingLink(tokenHash: String, provider: String, subject: String, userID: Int64, makeStaff: Bool, now: Int,
                                lifetime: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM oidc_links WHERE created_at <= ?").run([now - lifetime])
            try connection.cached("INSERT INTO oidc_links(token_hash, provider, subject, user_id, make_staff, created_at) VALUES (?, ?, ?, ?, ?, ?)")
                .run([tokenHash, provider, subject, userID, makeStaff, now])
        }
    }

    private enum LinkColumn: String, ColumnName {
        case provider, subject, makeStaff = "make_staff"
    }

    public func pendingLink(tokenHash: String, now: Int, lifetime: Int) throws(StorageError) -> PendingLink? {
        try read { connection in
            try connection.cached("""
                SELECT \(LinkColumn.selectList(from: "l")), \(UserColumn.selectList(joined: "u"))
                FROM oidc_links l JOIN users u ON u.id = l.user_id
                WHERE l.token_hash = ? AND l.created_at > ?
                """).first([tokenHash, now - lifetime], reading: LinkColumn.self) {
                PendingLink(provider: $0.string(.provider), subject: $0.string(.subject), user: try Self.user(joinedTo: $0),
                            makeStaff: $0.bool(.makeStaff))
            }
        }
    }

    /// Links the waiting identity, once, and makes staff if the claim said so: the pending row
    /// goes in the same transaction.
    public func confirmPendingLink(tokenHash: String, _ link: PendingLink, now: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM oidc_links WHERE token_hash = ?").run([tokenHash])
            guard connection.changes > 0 else { return }
            try Self.insertIdentity(provider: link.provider, subject: link.subject, userID: link.user.id, now: now, on: connection)
            if link.makeStaff { try connection.cached("UPDATE users SET role = 'staff' WHERE id = ?").run([link.user.id]) }
        }
    }

    /// How many ways in through a provider the member has, for their settings and export.
    public func identityCount(userID: Int64) throws(StorageError) -> Int {
        try read { try $0.cached("SELECT count(*) FROM identities WHERE user_id = ?").firstValue([userID]) { $0.int() } ?? 0 }
    }

    /// Makes the member staff; their provider said so (`--oidc-staff-claim`).
    public func makeStaff(userID: Int64) throws(StorageError) {
        try write { try $0.cached("UPDATE users SET role = 'staff' WHERE id = ? AND role <> 'staff'").run([userID]) }
    }

    private static func insertIdentity(provider: String, subject: String, userID: Int64, now: Int, on connection: Connection) throws {
        // A subject already linked stays with its member: the same person signing in twice at once.
        try connection.cached("INSERT OR IGNORE INTO identities(provider, subject, user_id, created_at) VALUES (?, ?, ?, ?)")
            .run([provider, subject, userID, now])
    }
}
