/// The five training zones as percentages of the maximum heart rate (50–60 % zone 1 up to
/// 90 % and above zone 5, the model Garmin, Polar and Apple show), and the time spent in each.
public struct HeartRateZones: Sendable, Equatable {
    /// The lower edge of zones 1 to 5, in per cent of the maximum.
    public static let lowerPercents = [50, 60, 70, 80, 90]
    /// The settings page accepts these; outside them a maximum is a typo.
    public static let maximums = 100...250

    public let maximum: Int

    public init(maximum: Int) {
        self.maximum = min(max(maximum, Self.maximums.lowerBound), Self.maximums.upperBound)
    }

    /// The common estimate, 220 minus the age in whole years.
    public init(birthDate: CalendarDate, today: CalendarDate) {
        let hadBirthday = (today.month, today.day) >= (birthDate.month, birthDate.day)
        self.init(maximum: 220 - (today.year - birthDate.year - (hadBirthday ? 0 : 1)))
    }

    /// 0 below zone 1, else 1 to 5. Compared in whole numbers, so edges are exact.
    public func zone(of beats: Int) -> Int {
        Self.lowerPercents.lastIndex { beats * 100 >= $0 * maximum }.map { $0 + 1 } ?? 0
    }

    /// The lowest whole bpm of zone 1 to 5.
    public func lowestBeats(ofZone zone: Int) -> Int {
        (Self.lowerPercents[zone - 1] * maximum + 99) / 100
    }

    /// Milliseconds below zone 1 and in zones 1 to 5: six numbers.
    public func milliseconds(in histogram: HeartRateHistogram) -> [Int64] {
        var totals = [Int64](repeating: 0, count: Self.lowerPercents.count + 1)
        for (beats, time) in histogram.milliseconds.enumerated() where time > 0 {
            totals[zone(of: beats)] += time
        }
        return totals
    }
}
