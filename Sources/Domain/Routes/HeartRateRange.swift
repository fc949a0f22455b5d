/// The lowest, average and highest heart rate of a track, in beats per minute.
public struct HeartRateRange: Sendable, Equatable {
    public let lowest: Int
    /// The mean of the points that have a heart rate, as the original app computed it.
    public let average: Double
    public let highest: Int

    public init(lowest: Int, average: Double, highest: Int) {
        self.lowest = lowest
        self.average = average
        self.highest = highest
    }

    /// Nil when no point has a heart rate.
    init?(_ track: Track) {
        var lowest = Int.max, highest = Int.min, total = 0, count = 0
        for segment in track.segments {
            for case let beats? in segment.lazy.map(\.heartRate) {
                lowest = min(lowest, beats)
                highest = max(highest, beats)
                total += beats
                count += 1
            }
        }
        guard count > 0 else { return nil }
        self.init(lowest: lowest, average: Double(total) / Double(count), highest: highest)
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
