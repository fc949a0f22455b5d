/// A quantity over time for a chart: one value a day (the day's latest reading), oldest
/// first, and for body weight the 7-day moving average that smooths out a day's water.
public enum BodySeries {
    /// `readings` in any order; the latest of each day wins (a later time, or on the same
    /// time the one stored last, which comes later in `readings`).
    public static func daily(_ readings: [(takenAt: LocalTime, value: Double)]) -> [(date: CalendarDate, value: Double)] {
        let ordered = readings.enumerated().sorted { ($0.element.takenAt, $0.offset) < ($1.element.takenAt, $1.offset) }
        var days: [(date: CalendarDate, value: Double)] = []
        for (_, reading) in ordered {
            if days.last?.date == reading.takenAt.date {
                days[days.count - 1].value = reading.value
            } else {
                days.append((reading.takenAt.date, reading.value))
            }
        }
        return days
    }

    /// Per day of `days` (oldest first, one value a day), the mean of the days in the seven
    /// calendar days ending on it: a day without a weigh-in counts for nothing, not for zero.
    public static func movingAverage(_ days: [(date: CalendarDate, value: Double)], window: Int = 7) -> [(date: CalendarDate, value: Double)] {
        var start = 0
        var averages: [(date: CalendarDate, value: Double)] = []
        averages.reserveCapacity(days.count)
        for (index, day) in days.enumerated() {
            while days[start].date.daysSinceEpoch <= day.date.daysSinceEpoch - window { start += 1 }
            // Summed afresh (at most `window` days), so no rounding drift builds up over years.
            let sum = days[start...index].reduce(0) { $0 + $1.value }
            averages.append((day.date, (sum / Double(index - start + 1)).roundedToHundredths()))
        }
        return averages
    }

    /// The weight on `date` for the day's figures: the latest weigh-in on or before it, in
    /// kilograms; nil before the first. `days` oldest first.
    public static func value(on date: CalendarDate, in days: [(date: CalendarDate, value: Double)]) -> Double? {
        var low = 0, high = days.count
        while low < high {
            let middle = (low + high) / 2
            if days[middle].date <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : days[low - 1].value
    }
}

extension BodySeries {
    /// At most about `limit` of `days` for the chart, evenly spread, the first and the last
    /// always among them: a decade of daily weigh-ins would draw ten points to a pixel on a
    /// phone (`ChartGrain`), and a body weight has no "best of the week" to keep instead.
    public static func thinned(_ days: [(date: CalendarDate, value: Double)], limit: Int = ChartGrain.pointLimit) -> [(date: CalendarDate, value: Double)] {
        guard days.count > limit, limit > 1 else { return days }
        var kept: [(date: CalendarDate, value: Double)] = []
        var last = -1
        for slot in 0..<limit {
            // Slot `slot` of `limit - 1` steps across the days, to the nearest day.
            let index = (slot * (days.count - 1) + (limit - 1) / 2) / (limit - 1)
            if index != last { kept.append(days[index]) }
            last = index
        }
        return kept
    }
}
