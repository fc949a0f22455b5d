import Synchronization

/// What the schedule's public pages read and build from the database, kept per key (a date and
/// a location) while `Database.gymVersion` stays the same, and for `maxAge` seconds at most:
/// the calendar's DTSTAMP stays fresh, and a change made to the file by another program shows
/// within that time. Everyone sees the same schedule, so one entry serves every visitor. The
/// facts pages keep the facts' ids here too, to pick a random one from.
final class ScheduleCache<Value: Sendable>: Sendable {
    private struct Entry {
        let version: Int
        let expires: Int
        let value: Value
    }

    private let entries = Mutex<[String: Entry]>([:])
    let maxAge: Int
    /// Dates and locations are few in practice; a crawler walking every date empties the
    /// cache now and then instead of filling the memory.
    let maxEntries = 512
    private let clock: WallClock

    init(clock: WallClock, maxAge: Int = 60) {
        self.clock = clock
        self.maxAge = maxAge
    }

    /// The value kept for `key` at `version`, or `make()`'s, kept from now on. `make` runs
    /// outside the lock: two requests may both build a missing value, and both are right.
    func value(_ key: String, version: Int, make: () throws -> Value) rethrows -> Value {
        let now = clock.now()
        if let entry = entries.withLock({ $0[key] }), entry.version == version, entry.expires > now { return entry.value }
        let value = try make()
        entries.withLock { entries in
            if entries.count >= maxEntries { entries.removeAll(keepingCapacity: true) }
            entries[key] = Entry(version: version, expires: now + maxAge, value: value)
        }
        return value
    }
}
