/// A recorded workout as read from a file: its points in segments (a GPX `trkseg`; the
/// recording was paused or lost between two), never an empty one.
public struct Track: Sendable, Equatable {
    public var segments: [[TrackPoint]]
    /// The GPX track's `name`, else its metadata `name`; nil when the file names none.
    public var name: String?
    public var format: TrackFormat

    /// A file without times (the original app's JSON) is read as 5 points a minute, as the
    /// original app did: each point stands for 12 seconds.
    public static let secondsPerUntimedPoint = 12

    public init(segments: [[TrackPoint]], name: String? = nil, format: TrackFormat) {
        self.segments = segments
        self.name = name
        self.format = format
    }

    public var pointCount: Int {
        segments.reduce(0) { $0 + $1.count }
    }
}
