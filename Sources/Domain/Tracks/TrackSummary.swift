/// The figures of a track, computed once from all its points when it is uploaded.
public struct TrackSummary: Sendable, Equatable {
    public let pointCount: Int
    /// Unix time (seconds) of the first point with a time; nil when the file has no times,
    /// or times from a relative clock (then the duration is still measured, not estimated).
    public let startedAt: Int?
    /// From the first to the last time, or `Track.secondsPerUntimedPoint` per point when the
    /// file has fewer than two times (then `durationIsEstimated`).
    public let durationSeconds: Double
    public let durationIsEstimated: Bool
    /// Haversine distance summed within each segment, never across the gap between two; for
    /// a track without positions, the distance the device measured (0 if none).
    public let distanceMetres: Double
    public let heartRate: HeartRateRange?
    /// The rises between consecutive points summed within each segment; nil without elevations.
    public let ascentMetres: Double?
    /// Points of the file left out for having no position.
    public let skippedPoints: Int
    /// The file had times, but from a device without a clock, so they were not used.
    public let clockIgnored: Bool
    /// False for an indoor workout, which has no positions to draw.
    public let hasMap: Bool

    /// Under a metre a route did not move (a receiver standing still wanders further), and
    /// under a second it took no time (a file's times are to the millisecond). Pace and speed
    /// need both: over less they are figures no one reaches (10²⁵ s/km over the 10⁻²⁵ m from
    /// `[0,0]` to `[1e-30,0]`), and with these the fastest speed any accepted track can give
    /// (5·10¹² m, 250,000 points half the Earth apart, in a second) still prints as a number.
    public static let shortestMove = 1.0
    public static let shortestTime = 1.0

    public init(pointCount: Int, startedAt: Int?, durationSeconds: Double, durationIsEstimated: Bool, distanceMetres: Double,
                heartRate: HeartRateRange?, ascentMetres: Double?, skippedPoints: Int = 0, clockIgnored: Bool = false,
                hasMap: Bool = true) {
        self.pointCount = pointCount
        self.startedAt = startedAt
        self.durationSeconds = durationSeconds
        self.durationIsEstimated = durationIsEstimated
        self.distanceMetres = distanceMetres
        self.heartRate = heartRate
        self.ascentMetres = ascentMetres
        self.skippedPoints = skippedPoints
        self.clockIgnored = clockIgnored
        self.hasMap = hasMap
    }

    public init(_ track: Track) {
        let times = track.columns.times.lazy.filter { $0 != TrackColumns.noTime }
        let first = times.first
        let last = times.last
        let timed = times.count
        let estimated = timed < 2
        self.init(pointCount: track.pointCount,
                  startedAt: track.relativeClock ? nil : first.map { Int($0 / 1_000) },
                  durationSeconds: estimated ? Double(track.pointCount * Track.secondsPerUntimedPoint)
                      : Double(max(0, (last ?? 0) - (first ?? 0))) / 1_000,
                  durationIsEstimated: estimated,
                  distanceMetres: track.hasPositions ? Self.distance(track) : track.recordedDistance ?? 0, heartRate: HeartRateRange(track, timed: !estimated),
                  ascentMetres: Self.ascent(track), skippedPoints: track.skippedPoints, clockIgnored: track.clockIgnored,
                  hasMap: track.hasPositions)
    }

    /// The times are a relative clock's: real seconds on an unknown day (see `Track.relativeClock`).
    public var clockIsRelative: Bool {
        startedAt == nil && !durationIsEstimated
    }

    /// Whether pace and speed mean anything: it moved a metre, in a second or more.
    public var isMoving: Bool {
        distanceMetres >= Self.shortestMove && durationSeconds >= Self.shortestTime
    }

    private static func distance(_ track: Track) -> Double {
        track.segmentRanges.reduce(0) { total, segment in
            zip(segment, segment.dropFirst()).reduce(total) { $0 + GeoDistance.metres(from: track.point(at: $1.0), to: track.point(at: $1.1)) }
        }
    }

    private static func ascent(_ track: Track) -> Double? {
        var ascent = 0.0
        var sawElevation = false
        for segment in track.segmentRanges {
            var previous: Double?
            for case let elevation? in segment.lazy.map(track.columns.elevation(at:)) {
                if let previous, elevation > previous { ascent += elevation - previous }
                previous = elevation
                sawElevation = true
            }
        }
        return sawElevation ? ascent : nil
    }
}
