import Glibc

/// Monotonic seconds for deadlines, and wall-clock text for the `Date` header and the log.
enum Clock {
    static func monotonic() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }

    static func unixTime() -> Int { time(nil) }

    /// `2026-11-21T02:40:00Z`, for log lines.
    static func isoTime(_ unix: Int) -> String {
        var seconds = time_t(unix)
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }
}
