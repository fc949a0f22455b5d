/// One row of a route's time in heart-rate zones: below zone 1, or zone 1 to 5.
public struct ZoneTime: Sendable, Equatable {
    /// "Below zone 1", "Zone 3".
    public let name: String
    /// "under 95 bpm", "114–132 bpm", "171 bpm and up".
    public let range: String
    /// "12:03"
    public let time: String
    /// The whole per cent of the time with a heart rate, for the table.
    public let percent: Int
    /// The same to one decimal, for the bar's width out of 100.
    public let bar: String
}

extension HeartRateZones {
    /// Time below zone 1 and in zones 1 to 5, with each one's share of the time with a heart
    /// rate; all shares 0 when no time has one.
    public func times(in histogram: HeartRateHistogram) -> [ZoneTime] {
        let totals = milliseconds(in: histogram)
        let all = max(totals.reduce(0, +), 1)
        return totals.enumerated().map { zone, milliseconds in
            let share = Double(milliseconds) * 100 / Double(all)
            return ZoneTime(name: zone == 0 ? "Below zone 1" : "Zone \(zone)", range: range(ofZone: zone),
                            time: TrackText.clock(Double(milliseconds) / 1_000), percent: Int(clamping: share.rounded()),
                            bar: NumberText.plain(share, decimals: 1))
        }
    }

    private func range(ofZone zone: Int) -> String {
        switch zone {
        case 0: "under \(lowestBeats(ofZone: 1)) bpm"
        case Self.lowerPercents.count: "\(lowestBeats(ofZone: zone)) bpm and up"
        default: "\(lowestBeats(ofZone: zone))–\(lowestBeats(ofZone: zone + 1) - 1) bpm"
        }
    }
}
