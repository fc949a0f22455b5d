/// How long a track spent at each heart rate, kept with the route so time in zones can be
/// shown for whatever maximum heart rate the lifter sets later, without reading every point.
public struct HeartRateHistogram: Sendable, Equatable {
    /// Milliseconds at each whole bpm, indexed by bpm (0 unused).
    public private(set) var milliseconds: [Int64]

    /// A point standing for more than this (a watch that slept) counts for this long only.
    static let longestInterval: Int64 = 3_600_000

    public init(milliseconds: [Int64]) {
        self.milliseconds = milliseconds
    }

    /// Each point counts from its time until the next point's in the same segment, as its
    /// line segment takes its colour; without times, `Track.secondsPerUntimedPoint` each.
    public init(_ track: Track, timed: Bool) {
        milliseconds = Array(repeating: 0, count: TrackLimits.heartRates.upperBound + 1)
        let columns = track.columns
        for segment in track.segmentRanges {
            for index in segment {
                guard let beats = columns.heartRate(at: index) else { continue }
                milliseconds[beats] += timed ? Self.interval(columns.time(at: index), index + 1 < segment.upperBound ? columns.time(at: index + 1) : nil)
                    : Int64(Track.secondsPerUntimedPoint) * 1_000
            }
        }
    }

    private static func interval(_ start: Int64?, _ end: Int64?) -> Int64 {
        guard let start, let end else { return 0 }
        return min(max(0, end - start), longestInterval)
    }
}
