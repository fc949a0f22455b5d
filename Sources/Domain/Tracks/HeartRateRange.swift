/// The lowest, average and highest heart rate of a track, in beats per minute.
public struct HeartRateRange: Sendable, Equatable {
    public let lowest: Int
    /// Weighted by time when the track has times (a point's value holds until the next
    /// point's, as `HeartRateHistogram` counts it), else the mean of the points that have a
    /// heart rate, as the original app computed it: one-second points during an interval and
    /// ten-second ones while resting must not count the interval ten times over.
    public let average: Double
    public let highest: Int

    public init(lowest: Int, average: Double, highest: Int) {
        self.lowest = lowest
        self.average = average
        self.highest = highest
    }

    /// Nil when no point has a heart rate. `timed` as `HeartRateHistogram` takes it; a timed
    /// track whose heart rates hold for no time at all is averaged by point.
    init?(_ track: Track, timed: Bool) {
        var lowest = Int.max, highest = Int.min, total = 0, count = 0
        for case let beats? in track.columns.heartRates.indices.lazy.map(track.columns.heartRate(at:)) {
            lowest = min(lowest, beats)
            highest = max(highest, beats)
            total += beats
            count += 1
        }
        guard count > 0 else { return nil }
        self.init(lowest: lowest, average: (timed ? Self.timeWeighted(track) : nil) ?? Double(total) / Double(count), highest: highest)
    }

    private static func timeWeighted(_ track: Track) -> Double? {
        let time = HeartRateHistogram(track, timed: true).milliseconds
        let total = time.reduce(0, +)
        guard total > 0 else { return nil }
        let weighted = time.enumerated().reduce(0.0) { $0 + Double($1.offset) * Double($1.element) }
        return weighted / Double(total)
    }

    /// The average as the pages show it, in whole bpm.
    public var roundedAverage: Int {
        Int(clamping: average.rounded())
    }

    /// The colour bands of a track with this range.
    public var bands: HeartRateBands {
        HeartRateBands(lowest: lowest, highest: highest)
    }
}
