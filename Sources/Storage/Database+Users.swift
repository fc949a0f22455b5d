import Domain
import SQLite

/// Accounts. Emails are unique without regard to case (the column is `COLLATE NOCASE`).
extension Database {
    public struct NewUser: Sendable {
        public let email: String
        public let passwordHash: String
        public let firstName: String
        public let lastName: String
        public let birthDate: CalendarDate
        public let timeZone: String?
        /// A one-time password from the command line, to be replaced at first login.
        public let passwordIsTemporary: Bool

        public init(email: String, passwordHash: String, firstName: String, lastName: String, birthDate: CalendarDate, timeZone: String? = nil,
                    passwordIsTemporary: Bool = false) {
            self.email = email
            self.passwordHash = passwordHash
            self.firstName = firstName
            self.lastName = lastName
            self.birthDate = birthDate
            self.timeZone = timeZone
            self.passwordIsTemporary = passwordIsTemporary
        }
    }

    /// The columns `user(from:)` reads. Whether two-factor codes are on is read with the
    /// user, for `--require-two-factor`.
    enum UserColumn: String, ColumnName {
        case id, email, firstName = "first_name", lastName = "last_name", birthDate = "birth_date", role, unit
        case timeZone = "time_zone", sex, bodyWeight = "body_weight", bodyWeightUnit = "body_weight_unit"
        case bodyWeightDate = "body_weight_date", maxHeartRate = "max_heart_rate"
        case passwordIsTemporary = "password_is_temporary", hasTwoFactor = "has_two_factor"

        func expression(table: String?) -> String? {
            guard self == .hasTwoFactor else { return nil }
            return "EXISTS(SELECT 1 FROM two_factor WHERE two_factor.user_id = \(table ?? "users").id AND two_factor.confirmed_at IS NOT NULL)"
        }
    }

    static let userColumns = UserColumn.selectList()

    static func user(from row: NamedRow<UserColumn>) -> User {
        User(id: row.int64(.id), email: row.string(.email), firstName: row.string(.firstName),
             lastName: row.string(.lastName), birthDate: date(row, .birthDate),
             role: UserRole(rawValue: row.string(.role)) ?? .lifter, unit: WeightUnit(rawValue: row.string(.unit)) ?? .kg,
             timeZone: row.optionalString(.timeZone), sex: row.optionalString(.sex).flatMap(Sex.init(rawValue:)),
             bodyWeight: bodyWeight(from: row),
             maxHeartRate: row.isNull(.maxHeartRate) ? nil : row.int(.maxHeartRate), passwordIsTemporary: row.bool(.passwordIsTemporary),
             hasTwoFactor: row.bool(.hasTwoFactor))
    }

    /// The user of a row that selected `UserColumn.selectList(joined: "u")`.
    static func user(joinedTo row: NamedRow<some ColumnName>) throws -> User {
        user(from: try row.joined(UserColumn.self, as: "u"))
    }

    private static func bodyWeight(from row: NamedRow<UserColumn>) -> BodyWeight? {
        guard !row.isNull(.bodyWeight), let unit = row.optionalString(.bodyWeightUnit).flatMap(WeightUnit.init(rawValue:)),
              let date = row.optionalString(.bodyWeightDate).flatMap(CalendarDate.init(iso:)) else { return nil }
        return BodyWeight(value: row.double(.bodyWeight), unit: unit, date: date)
    }

    /// The user's data version (see migration 8); nil for no such user.
    public func dataVersion(userID: Int64) throws(StorageError) -> Int64? {
        try read { try $0.cached("SELECT data_version FROM users WHERE id = ?").firstValue([userID]) { $0.int64() } }
    }

    /// Marks everything of the user's as changed, for a write made with the triggers off.
    static func bumpDataVersion(userID: Int64, on connection: Connection) throws {
        try connection.cached("UPDATE users SET data_version = data_version + 1 WHERE id = ?").run([userID])
    }

    /// Creates the account; `.emailTaken` when one with that email (in any case) exists.
    /// With a `limit` (a sign-up through the page), `.tooManySignups` when its network has
    /// made as many accounts as it may in the window, else the sign-up is counted with it.
    public func createUser(_ new: NewUser, limit: SignupLimit? = nil) throws(StorageError) -> User {
        try write { connection in
            if let limit {
                if let wait = try Self.signupWait(limit, on: connection) { throw StorageError.tooManySignups(retryAfter: wait) }
                try Self.recordSignup(limit, on: connection)
            }
            do {
                try connection.cached("""
                    INSERT INTO users(email, password_hash, first_name, last_name, birth_date, time_zone, password_is_temporary)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """).run([new.email, new.passwordHash, new.firstName, new.lastName, new.birthDate.iso, new.timeZone, new.passwordIsTemporary])
            } catch let error as SQLiteError where error.isUniqueViolation {
                throw StorageError.emailTaken
            }
            return User(id: connection.lastInsertRowID, email: new.email, firstName: new.firstName, lastName: new.lastName,
                        birthDate: new.birthDate, role: .lifter, unit: .kg, timeZone: new.timeZone, passwordIsTemporary: new.passwordIsTemporary)
        }
    }

    /// The user and their stored password hash, for logging in.
    public func credentials(email: String) throws(StorageError) -> (user: User, passwordHash: String)? {
        try read { connection in
            try connection.cached("SELECT \(Self.userColumns), \(PasswordColumn.selectList()) FROM users WHERE email = ?")
                .first([email], reading: UserColumn.self) { (Self.user(from: $0), try $0.joined(PasswordColumn.self).string(.passwordHash)) }
        }
    }

    private enum PasswordColumn: String, ColumnName {
        case passwordHash = "password_hash"
    }

    /// The user as stored now, for a login's second step, which knows only the id.
    public func user(id: Int64) throws(StorageError) -> User? {
        try read { try $0.cached("SELECT \(Self.userColumns) FROM users WHERE id = ?").first([id], reading: UserColumn.self, map: Self.user) }
    }

    public func passwordHash(userID: Int64) throws(StorageError) -> String? {
        try read { try $0.cached("SELECT password_hash FROM users WHERE id = ?").firstValue([userID]) { $0.string() } }
    }

    /// The settings page's profile in one transaction: names, birth date, unit, and the
    /// optional facts (time zone, sex, maximum heart rate), where nil clears a fact. The body
    /// weight is the latest weigh-in (migration 26): a new one is logged as a weigh-in of its
    /// day, and an empty field deletes none of them.
    public func updateProfile(userID: Int64, _ profile: ProfileInput, timeZone: String?) throws(StorageError) {
        try write { connection in
            try connection.cached("""
                UPDATE users SET first_name = ?, last_name = ?, birth_date = ?, unit = ?, time_zone = ?, sex = ?, max_heart_rate = ? WHERE id = ?
                """).run([profile.firstName, profile.lastName, profile.birthDate.iso, profile.unit.rawValue, timeZone, profile.sex?.rawValue,
                          profile.maxHeartRate, userID])
            if let weight = profile.bodyWeight { try Self.logProfileWeight(weight, userID: userID, on: connection) }
        }
    }

    /// Replaces the hash of the same password with a stronger one; sessions stay.
    public func updatePasswordHash(userID: Int64, passwordHash: String) throws(StorageError) {
        try write { try $0.cached("UPDATE users SET password_hash = ? WHERE id = ?").run([passwordHash, userID]) }
    }

    /// The member's own new password, no longer a temporary one; their other sessions end.
    public func updatePassword(userID: Int64, passwordHash: String, keepingSession: String?) throws(StorageError) {
        try write { connection in
            try connection.cached("UPDATE users SET password_hash = ?, password_is_temporary = 0 WHERE id = ?").run([passwordHash, userID])
            try connection.cached("DELETE FROM sessions WHERE user_id = ? AND id IS NOT ?").run([userID, keepingSession])
        }
    }

    /// Deletes the user and, through the foreign keys' cascades, everything that belongs to
    /// them, in one transaction.
    public func deleteUser(userID: Int64) throws(StorageError) {
        try write { connection in
            try connection.cached("DELETE FROM users WHERE id = ?").run([userID])
        }
    }

    /// For the command line: false when no user has that email.
    public func setRole(email: String, role: UserRole) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("UPDATE users SET role = ? WHERE email = ?").run([role.rawValue, email])
            return connection.changes > 0
        }
    }

    /// For the command line: replaces the password with a temporary one and ends all the
    /// user's sessions.
    public func resetPassword(email: String, passwordHash: String) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("UPDATE users SET password_hash = ?, password_is_temporary = 1 WHERE email = ?").run([passwordHash, email])
            guard connection.changes > 0 else { return false }
            try connection.cached("DELETE FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = ?)").run([email])
            return true
        }
    }

    private enum ContentsColumn: String, ColumnName {
        case entries, days, tracks, routines, imports, searches, bodyReadings = "body_readings", sessions, bookings, scores
    }

    /// Everything of the lifter's that deleting the account deletes, counted.
    public func accountContents(userID: Int64) throws(StorageError) -> AccountContents {
        try read { connection in
            try connection.cached("""
                SELECT (SELECT count(*) FROM workouts WHERE user_id = ?1) AS entries,
                       (SELECT count(*) FROM workout_dates WHERE user_id = ?1) AS days,
                       (SELECT count(*) FROM routes WHERE user_id = ?1) AS tracks,
                       (SELECT count(*) FROM routines WHERE user_id = ?1) AS routines,
                       (SELECT count(*) FROM imports WHERE user_id = ?1) AS imports,
                       (SELECT count(*) FROM recent_searches WHERE user_id = ?1) AS searches,
                       (SELECT count(*) FROM weigh_ins WHERE user_id = ?1) + (SELECT count(*) FROM measurements WHERE user_id = ?1) AS body_readings,
                       (SELECT count(*) FROM workout_sessions WHERE user_id = ?1) AS sessions,
                       (SELECT count(*) FROM bookings WHERE user_id = ?1) AS bookings,
                       (SELECT count(*) FROM scores WHERE user_id = ?1) AS scores
                """).first([userID], reading: ContentsColumn.self) { row in
                AccountContents(entries: row.int(.entries), days: row.int(.days), tracks: row.int(.tracks), routines: row.int(.routines),
                                imports: row.int(.imports), searches: row.int(.searches), bodyReadings: row.int(.bodyReadings),
                                sessions: row.int(.sessions), bookings: row.int(.bookings), scores: row.int(.scores))
            } ?? AccountContents(entries: 0, days: 0, tracks: 0, routines: 0, imports: 0, searches: 0, bodyReadings: 0, sessions: 0,
                                 bookings: 0, scores: 0)
        }
    }
}
