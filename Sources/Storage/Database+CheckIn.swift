import Domain
import SQLite

/// The roster at the door: who booked or waits for a class on a date, marking them present or
/// not, and adding a member who walked in.
extension Database {
    private enum MemberColumn: String, ColumnName {
        case id, firstName = "first_name", lastName = "last_name"
    }

    private enum RosterColumn: String, ColumnName {
        case state, checkedIn = "checked_in", walkIn = "walk_in"
    }

    private enum FoundByColumn: String, ColumnName {
        case byEmail = "by_email"
    }

    public func roster(classID: Int64, date: CalendarDate) throws(StorageError) -> [RosterEntry] {
        try read { connection in
            try connection.cached("""
                SELECT \(MemberColumn.selectList(from: "u")), b.state, b.checked_in, b.walk_in FROM bookings b JOIN users u ON u.id = b.user_id
                WHERE b.class_id = ? AND b.date = ? AND b.state IN ('booked', 'waitlisted') ORDER BY b.sequence
                """).all([classID, date.iso], reading: RosterColumn.self) { row in
                let member = try row.joined(MemberColumn.self)
                return RosterEntry(userID: member.int64(.id), firstName: member.string(.firstName), lastName: member.string(.lastName),
                                   state: BookingState(rawValue: row.string(.state)) ?? .booked,
                                   checkedIn: row.optionalString(.checkedIn).flatMap(CheckIn.init(rawValue:)), isWalkIn: row.bool(.walkIn))
            }
        }
    }

    /// Marks a member on the roster; false when they are not on it. Setting a state, so a
    /// check-in sent twice (a retry from the door's tablet) is the same as once.
    public func checkIn(classID: Int64, date: CalendarDate, userID: Int64, _ status: CheckIn) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("""
                UPDATE bookings SET checked_in = ? WHERE class_id = ? AND date = ? AND user_id = ? AND state IN ('booked', 'waitlisted')
                """).run([status.rawValue, classID, date.iso, userID])
            return connection.changes > 0
        }
    }

    /// Finds the member by email, or by first name and last name (or first name alone), and
    /// puts them on the roster as present: a walk-in takes a place even in a full class.
    public func addWalkIn(classID: Int64, date: CalendarDate, nameOrEmail text: String, now: Int) throws(StorageError) -> WalkInResult {
        try write { connection in
            let found = try connection.cached("""
                SELECT \(MemberColumn.selectList()), email = ?1 COLLATE NOCASE AS by_email FROM users
                WHERE email = ?1 COLLATE NOCASE OR (first_name || ' ' || last_name) = ?1 COLLATE NOCASE OR first_name = ?1 COLLATE NOCASE
                ORDER BY email = ?1 COLLATE NOCASE DESC LIMIT 2
                """).all([text], reading: MemberColumn.self) { row in
                let byEmail = try row.joined(FoundByColumn.self).bool(.byEmail)
                return (id: row.int64(.id), name: row.string(.firstName) + " " + row.string(.lastName), byEmail: byEmail)
            }
            guard let member = found.first else { return .noMember }
            // An email names one member; a name two members share names neither.
            guard member.byEmail || found.count == 1 else { return .severalMembers }
            try connection.cached("""
                INSERT INTO bookings(class_id, date, user_id, state, sequence, checked_in, walk_in, created_at)
                VALUES (?1, ?2, ?3, 'booked', (SELECT coalesce(max(sequence), 0) + 1 FROM bookings WHERE class_id = ?1 AND date = ?2),
                        'present', 1, ?4)
                ON CONFLICT(class_id, date, user_id) DO UPDATE SET checked_in = 'present',
                    walk_in = walk_in OR state NOT IN ('booked', 'waitlisted'),
                    state = CASE WHEN state = 'waitlisted' THEN 'waitlisted' ELSE 'booked' END
                """).run([classID, date.iso, member.id, now])
            return .added(name: member.name)
        }
    }
}
