import Domain
import SQLite

/// Class bookings and their waitlists. Each change loads the occurrence's rows, lets
/// `BookingLedger` decide, and writes what changed, in one write transaction: the write
/// queue runs one transaction at a time, so the capacity read and the insert can never
/// interleave with another member's (DESIGN.md, "Booking's one hard rule"). Each moves the
/// gym's version too (migration 36): the schedule shows the places left.
extension Database {
    enum BookingQuery {
        static let ledger = "SELECT \(EntryColumn.selectList()) FROM bookings WHERE class_id = ? AND date = ?"
        static let capacity = "SELECT capacity FROM classes WHERE id = ?"
        static let upsert = """
            INSERT INTO bookings(class_id, date, user_id, state, sequence, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
            ON CONFLICT(class_id, date, user_id) DO UPDATE SET state = ?4, sequence = ?5, checked_in = NULL
            """
        static let setState = "UPDATE bookings SET state = ? WHERE class_id = ? AND date = ? AND user_id = ?"
        static let notice = "INSERT INTO gym_notices(user_id, body, created_at) VALUES (?, ?, ?)"
    }

    /// Books the member, or puts them on the waitlist when the class is full; nil when the
    /// class takes no bookings (any more).
    public func book(classID: Int64, date: CalendarDate, userID: Int64, now: Int) throws(StorageError) -> BookingOutcome? {
        try write { connection in
            guard var ledger = try Self.ledger(connection, classID: classID, date: date) else { return nil }
            let outcome = ledger.book(userID)
            if let entry = ledger.entry(of: userID) {
                try connection.cached(BookingQuery.upsert).run([classID, date.iso, userID, entry.state.rawValue, entry.sequence, now])
            }
            return outcome
        }
    }

    /// Cancels the member's place or queue place (`late` after the cut-off) and books the
    /// first waiting, each told with `promotedNotice`; false when there was nothing to cancel.
    public func cancelBooking(classID: Int64, date: CalendarDate, userID: Int64, late: Bool, now: Int,
                              promotedNotice: String) throws(StorageError) -> Bool {
        try write { connection in
            guard var ledger = try Self.ledger(connection, classID: classID, date: date),
                  let promoted = ledger.cancel(userID, late: late) else { return false }
            try Self.store(ledger, of: [userID] + promoted, connection, classID: classID, date: date)
            for member in promoted { try connection.cached(BookingQuery.notice).run([member, promotedNotice, now]) }
            return true
        }
    }

    /// Staff cancel the class on `date`: the change and its bookings' end, with `notice` to
    /// each member who held a place or a queue place, in one transaction.
    public func cancelOccurrence(classID: Int64, date: CalendarDate, notice: String, now: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("INSERT OR REPLACE INTO class_changes(class_id, date, kind, starts, ends) VALUES (?, ?, 'cancelled', NULL, NULL)")
                .run([classID, date.iso])
            guard var ledger = try Self.ledger(connection, classID: classID, date: date, capacity: 0) else { return }
            let told = ledger.cancelClass()
            try Self.store(ledger, of: told, connection, classID: classID, date: date)
            for member in told { try connection.cached(BookingQuery.notice).run([member, notice, now]) }
        }
    }

    /// The bookings of each class on `date` that takes them, by class id, for the schedule.
    public func bookingLedgers(on date: CalendarDate) throws(StorageError) -> [Int64: BookingLedger] {
        try read { connection in
            var rows: [Int64: [BookingEntry]] = [:]
            try connection.cached("SELECT class_id, \(EntryColumn.selectList()) FROM bookings WHERE date = ?").query([date.iso], reading: EntryColumn.self) { row in
                rows[try row.joined(BookedClassColumn.self).int64(.classID), default: []].append(Self.bookingEntry(row))
            }
            var ledgers: [Int64: BookingLedger] = [:]
            try connection.cached("SELECT id, capacity FROM classes WHERE capacity IS NOT NULL").query(reading: CapacityColumn.self) { row in
                ledgers[row.int64(.id)] = BookingLedger(entries: rows[row.int64(.id)] ?? [], capacity: row.int(.capacity))
            }
            return ledgers
        }
    }

    /// The member's bookings and waitlist places from `start` on, soonest first.
    public func memberBookings(userID: Int64, from start: CalendarDate, states: [BookingState] = [.booked, .waitlisted]) throws(StorageError) -> [MemberBooking] {
        try read { connection in
            try connection.cached("""
                SELECT b.class_id, b.date, b.state, b.checked_in,
                    (SELECT count(*) FROM bookings w WHERE w.class_id = b.class_id AND w.date = b.date AND w.state = 'waitlisted'
                        AND w.sequence <= b.sequence) AS position
                FROM bookings b WHERE b.user_id = ? AND b.date >= ? ORDER BY b.date, b.class_id
                """).all([userID, start.iso], reading: MemberBookingColumn.self) { row in
                let state = BookingState(rawValue: row.string(.state)) ?? .cancelled
                return MemberBooking(classID: row.int64(.classID), date: Self.date(row, .date), state: state,
                                     position: state == .waitlisted ? row.int(.position) : nil,
                                     checkedIn: row.optionalString(.checkedIn).flatMap(CheckIn.init(rawValue:)))
            }.filter { states.contains($0.state) }
        }
    }

    /// The member's latest notices, newest first.
    public func gymNotices(userID: Int64, since: Int, limit: Int) throws(StorageError) -> [GymNotice] {
        try read { connection in
            try connection.cached("SELECT id, body, created_at FROM gym_notices WHERE user_id = ? AND created_at >= ? ORDER BY id DESC LIMIT ?")
                .all([userID, since, limit], reading: NoticeColumn.self) { GymNotice(id: $0.int64(.id), body: $0.string(.body), createdAt: $0.int(.createdAt)) }
        }
    }

    // MARK: Helpers

    /// The occurrence's rows under the class's capacity (or `capacity` when given); nil for a
    /// class without booking.
    private static func ledger(_ connection: Connection, classID: Int64, date: CalendarDate, capacity given: Int? = nil) throws -> BookingLedger? {
        guard let capacity = try given ?? connection.cached(BookingQuery.capacity).firstValue([classID], map: { $0.isNull() ? nil : $0.int() }) ?? nil
        else { return nil }
        let entries = try connection.cached(BookingQuery.ledger).all([classID, date.iso], reading: EntryColumn.self, map: bookingEntry)
        return BookingLedger(entries: entries, capacity: capacity)
    }

    private static func store(_ ledger: BookingLedger, of members: [Int64], _ connection: Connection, classID: Int64, date: CalendarDate) throws {
        for member in members {
            guard let entry = ledger.entry(of: member) else { continue }
            try connection.cached(BookingQuery.setState).run([entry.state.rawValue, classID, date.iso, member])
        }
    }

    private enum EntryColumn: String, ColumnName {
        case userID = "user_id", state, sequence
    }

    private enum BookedClassColumn: String, ColumnName {
        case classID = "class_id"
    }

    private enum CapacityColumn: String, ColumnName {
        case id, capacity
    }

    private enum MemberBookingColumn: String, ColumnName {
        case classID = "class_id", date, state, checkedIn = "checked_in", position
    }

    private enum NoticeColumn: String, ColumnName {
        case id, body, createdAt = "created_at"
    }

    private static func bookingEntry(_ row: NamedRow<EntryColumn>) -> BookingEntry {
        BookingEntry(userID: row.int64(.userID), state: BookingState(rawValue: row.string(.state)) ?? .cancelled,
                     sequence: row.int64(.sequence))
    }
}
