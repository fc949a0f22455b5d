import HTTP
import Synchronization

/// What the schedule's public pages read and build from the database, kept per key (a date and
/// a location) while `Database.gymVersion` stays the same: a write by any process moves it
/// (migration 36). Everyone sees the same schedule, so one entry serves every visitor. The
/// facts pages keep the facts' ids here too, to pick a random one from. With a `maxAge`, an
/// entry is also made again after that many seconds: the calendar feed's DTSTAMP says when it
/// was made, and stays fresh so.
final class ScheduleCache<Value: Sendable>: Sendable {
    private struct Entry {
        let version: Int
        let expires: Int
        let value: Value
    }

    private let entries = Mutex<[String: Entry]>([:])
    let maxAge: Int?
    /// Dates and locations are few in practice; a crawler walking every date empties the
    /// cache now and then instead of filling the memory.
    let maxEntries = 512
    private let clock: WallClock

    init(clock: WallClock, maxAge: Int? = nil) {
        self.clock = clock
        self.maxAge = maxAge
    }

    /// The value kept for `key` at `version`, or `make()`'s, kept from now on. `make` runs
    /// outside the lock: two requests may both build a missing value, and both are right.
    func value(_ key: String, version: Int, make: () throws -> Value) rethrows -> Value {
        let now = maxAge == nil ? 0 : clock.now()
        if let entry = entries.withLock({ $0[key] }), entry.version == version, entry.expires > now { return entry.value }
        let value = try make()
        entries.withLock { entries in
            if entries.count >= maxEntries { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(version: version, expires: maxAge.map { now + $0 } ?? .max, value: value)
        }
        return value
    }
}
