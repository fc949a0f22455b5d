/// Which scheduled backups to keep: the 7 newest (the daily copies) and, for each of the 4
/// weeks before the newest copy's week, that week's newest copy (the weekly copies, normally
/// Sunday's). Weeks run Monday to Sunday on the gym's calendar. With a backup every day that
/// keeps about a month of history in 10 or 11 files.
public enum BackupRetention {
    static let daily = 7
    static let weekly = 4

    /// The dates among `dates` whose copies go.
    public static func expired(_ dates: [CalendarDate]) -> [CalendarDate] {
        let newestFirst = Array(Set(dates)).sorted(by: >)
        guard let newest = newestFirst.first else { return [] }
        var kept = Set(newestFirst.prefix(daily))
        let currentWeek = Self.week(of: newest)
        var weeksSeen = Set<Int>()
        for date in newestFirst {
            let week = Self.week(of: date)
            if currentWeek - week >= 1, currentWeek - week <= weekly, weeksSeen.insert(week).inserted { kept.insert(date) }
        }
        return newestFirst.filter { !kept.contains($0) }.reversed()
    }

    /// Weeks since the Monday before 1970-01-01, a Thursday.
    static func week(of date: CalendarDate) -> Int {
        let days = date.daysSinceEpoch + 3
        return days >= 0 ? days / 7 : (days - 6) / 7
    }
}
