/// How finely an exercise's chart plots its training days. A phone shows the chart 400 units
/// wide, so ten years of daily training (3,650 points, an 830 KB page) draws ten points to a
/// pixel: past `pointLimit` days the chart plots the best day of each week, or of each month
/// when the weeks are still too many. Each plotted point is a real day with its exact best, so
/// the ruler reads true values, and every day that set a PR is plotted whatever the grain;
/// the table below the chart lists every day.
public enum ChartGrain: Sendable, CaseIterable {
    case day
    case week
    case month

    /// About one point per plotted unit on a phone, and a year of daily training stays daily.
    public static let pointLimit = 400

    /// The finest grain that leaves at most `pointLimit` periods of `dates` (oldest first).
    public static func fitting(_ dates: [CalendarDate]) -> ChartGrain {
        for grain in [ChartGrain.day, .week] where grain.periodCount(dates) <= pointLimit {
            return grain
        }
        return .month
    }

    /// The chart's caption: "per training day", "per week".
    public var caption: String {
        switch self {
        case .day: "per training day"
        case .week: "per week (the best day of each week and every day that set a PR)"
        case .month: "per month (the best day of each month and every day that set a PR)"
        }
    }

    /// The days to plot, oldest first: the best of each period (its earliest on a tie), every
    /// day that set a PR (`records`, one flag per day, from `PersonalRecords.flags`), and the
    /// last day, which the readout shows while the pointer is away.
    public func sample(_ days: [(date: CalendarDate, value: Double)], records: [Bool]) -> [(date: CalendarDate, value: Double)] {
        guard self != .day, !days.isEmpty else { return days }
        var kept = records
        kept[days.count - 1] = true
        var best = 0
        for index in days.indices.dropFirst() {
            if period(days[index].date) != period(days[best].date) {
                kept[best] = true
                best = index
            } else if days[index].value > days[best].value {
                best = index
            }
        }
        kept[best] = true
        return days.indices.filter { kept[$0] }.map { days[$0] }
    }

    private func periodCount(_ dates: [CalendarDate]) -> Int {
        var count = 0
        var last: Int?
        for date in dates where period(date) != last {
            count += 1
            last = period(date)
        }
        return count
    }

    /// A number per period, the same for every day in it.
    private func period(_ date: CalendarDate) -> Int {
        switch self {
        case .day: date.daysSinceEpoch
        // 1970-01-01 was a Thursday: weeks from Monday, rounded down before 1970 too.
        case .week: (date.daysSinceEpoch + 3 + 7 * 100_000) / 7
        case .month: date.year * 12 + date.month
        }
    }
}
