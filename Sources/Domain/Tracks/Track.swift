/// A recorded workout as read from a file: its points in segments (a GPX `trkseg`; the
/// recording was paused or lost between two), never an empty one. The points are kept by
/// column (`TrackColumns`); what reads every point goes through `point(at:)` and
/// `segmentRanges` rather than `segments`, which builds them all as `TrackPoint`s.
public struct Track: Sendable, Equatable {
    var columns: TrackColumns
    /// The GPX track's `name`, else its metadata `name`; nil when the file names none.
    public var name: String?
    public var format: TrackFormat
    /// Points the file has without a position (a GPX `trkpt` lacking `lat` or `lon`, a FIT
    /// record before the first fix): left out of the track, counted for the page.
    public var skippedPoints = 0
    /// True when the file's times were dropped because the device had no clock (see
    /// `withoutStoppedClock()`): the track is then read as untimed.
    public var clockIgnored = false
    /// False for an indoor workout: its points stand at 0, 0 for their time and heart rate,
    /// and `recordedDistance` is its distance. No map is drawn of it and no GPX written.
    public var hasPositions = true
    /// The distance the device measured, in metres; used only without positions.
    public var recordedDistance: Double?
    /// What the file says the activity was; nil when it says nothing.
    public var sport: FileSport?
    /// True when the times count seconds from the device's power-on (a Garmin FR70's, under
    /// 0x10000000): the seconds between points are real, the day is not known.
    public var relativeClock = false

    /// A file without times (the original app's JSON) is read as 5 points a minute, as the
    /// original app did: each point stands for 12 seconds.
    public static let secondsPerUntimedPoint = 12

    public init(segments: [[TrackPoint]], name: String? = nil, format: TrackFormat) {
        self.init(columns: Self.columns(segments), name: name, format: format)
    }

    init(columns: TrackColumns, name: String? = nil, format: TrackFormat) {
        self.columns = columns
        self.name = name
        self.format = format
    }

    /// The points as values, segment by segment: for the few that want them so (tests, a
    /// track built point by point); a reader of every point uses `point(at:)`.
    public var segments: [[TrackPoint]] {
        get { segmentRanges.map { $0.map(columns.point(at:)) } }
        set { columns = Self.columns(newValue) }
    }

    private static func columns(_ segments: [[TrackPoint]]) -> TrackColumns {
        var columns = TrackColumns(capacity: segments.reduce(0) { $0 + $1.count })
        for segment in segments {
            segment.forEach { columns.append($0) }
            columns.endSegment()
        }
        return columns
    }

    public var pointCount: Int { columns.count }

    /// The indices of each segment's points, in order.
    public var segmentRanges: [Range<Int>] { columns.segmentRanges }

    public func point(at index: Int) -> TrackPoint { columns.point(at: index) }

    /// The first point's time with one (Unix milliseconds), nil when no point has one.
    public var firstTime: Int64? {
        columns.times.first { $0 != TrackColumns.noTime }
    }

    /// Times before this (1980-01-01) come from a device that never set its clock: GPSBabel
    /// writes 1901-12-13T20:45:52Z (Int32.min seconds) for a Garmin without one.
    static let earliestClock: Int64 = 315_532_800_000

    /// The track without its times when they cannot be a recording's: every point at the same
    /// instant, or any time before 1980 (a reader that met one already set `clockIgnored`).
    /// A duration from them would be 0 s or a century, so the track is read as untimed, as
    /// the original app's JSON is.
    public func withoutStoppedClock() -> Track {
        let times = columns.times.lazy.filter { $0 != TrackColumns.noTime }
        let stopped = times.first.map { first in times.dropFirst().first != nil && times.allSatisfy { $0 == first } } ?? false
        guard clockIgnored || stopped || times.contains(where: { $0 < Self.earliestClock }) else { return self }
        var track = self
        track.columns.removeTimes()
        track.clockIgnored = true
        track.relativeClock = false
        return track
    }
}
