/// When the daily backup runs: 03:30 on the gym's clocks, when nobody trains and before the
/// early classes. Pure, so any instant and any zone can be tested without waiting.
public enum BackupSchedule {
    static let hour = 3
    static let minute = 30

    /// The first run strictly after `time`. On a day when daylight saving skips the hour,
    /// it runs as far after the change as the time was into the gap; when the hour comes
    /// twice, at the first (`TimeZoneRules.unixTime(forLocal:hour:minute:)`).
    public static func nextRun(after time: Int, in zone: TimeZoneRules) -> Int {
        let today = zone.localDate(atUnixTime: time)
        let run = zone.unixTime(forLocal: today, hour: hour, minute: minute)
        return run > time ? run : zone.unixTime(forLocal: today.adding(days: 1), hour: hour, minute: minute)
    }
}
