/// Collects the points of a TCX or FIT file into segments. A point without a position keeps
/// its time and heart rate: it stands at the last position of its segment before it, or, before
/// its segment's first fix, at that fix (a watch records from the start, the GPS finds itself
/// later: a Wahoo ELEMNT's first 44 minutes). No point of the file with a position: the file is an indoor
/// workout (a trainer, a treadmill), and its points become a track without positions, for
/// its time, heart rate and the distance the device measured itself, with no map.
struct TrackBuilder {
    typealias Position = (latitude: Double, longitude: Double)

    private var segments: [[TrackPoint]] = []
    private var segment: [TrackPoint] = []
    /// The points of the segment being built before its first fix, at 0, 0.
    private var pending: [TrackPoint] = []
    /// Whole segments before the file's first fix: the track of an indoor workout, or what
    /// that fix places.
    private var indoorSegments: [[TrackPoint]] = []
    /// The last position the file gave, and whether the segment being built has one yet.
    private var lastFix: Position?
    private var segmentHasFix = false
    private var unpositioned = 0
    /// The greatest distance the file recorded (metres from the start), for indoor tracks.
    private var recordedDistance: Double?
    /// The laps' own distances added up (a TCX `Lap/DistanceMeters`), where points have none.
    private var lapDistance = 0.0

    /// `positioned` false for a point without a position; its latitude and longitude are then
    /// unused. Such a point is never moved across a pause: before its segment's first fix it
    /// waits for that fix, so no distance is counted between two segments.
    mutating func add(_ point: TrackPoint, positioned: Bool) {
        if positioned {
            let fix = (point.latitude, point.longitude)
            if lastFix == nil {
                // Bounded as `indoorSegments` is, by `closeSegment`.
                segments = indoorSegments.map { Self.placed($0, at: fix) }
                indoorSegments = []
            }
            segment += Self.placed(pending, at: fix)
            pending = []
            segment.append(point)
            lastFix = fix
            segmentHasFix = true
        } else {
            unpositioned += 1
            if segmentHasFix, let lastFix {
                segment.append(Self.placed([point], at: lastFix)[0])
            } else {
                pending.append(Self.placed([point], at: (0, 0))[0])
            }
        }
    }

    private static func placed(_ points: [TrackPoint], at position: Position) -> [TrackPoint] {
        points.map { TrackPoint(latitude: position.latitude, longitude: position.longitude, heartRate: $0.heartRate, elevation: $0.elevation, time: $0.time) }
    }

    /// A distance the device measured (a FIT record's `distance`, a TCX `DistanceMeters`).
    mutating func record(distance: Double) {
        guard distance.isFinite, distance >= 0, distance <= TrackLimits.maxRecordedDistance else { return }
        recordedDistance = max(recordedDistance ?? 0, distance)
    }

    /// A lap's total distance: the track's is their sum when no point carries one.
    mutating func record(lapDistance distance: Double) {
        guard distance.isFinite, distance >= 0 else { return }
        lapDistance = min(lapDistance + distance, TrackLimits.maxRecordedDistance)
    }

    /// Ends the segment being built: the recording was paused.
    mutating func closeSegment() throws(TrackError) {
        segmentHasFix = false
        if !pending.isEmpty {
            // A segment without a fix: at the last one before it, else it waits for the first.
            if let lastFix {
                segment = Self.placed(pending, at: lastFix)
            } else {
                guard indoorSegments.count < TrackLimits.maxSegments else { throw .tooManySegments }
                indoorSegments.append(pending)
            }
            pending = []
        }
        if !segment.isEmpty {
            guard segments.count < TrackLimits.maxSegments else { throw .tooManySegments }
            segments.append(segment)
            segment = []
        }
    }

    mutating func track(format: TrackFormat, clockIgnored: Bool) throws(TrackError) -> Track {
        try closeSegment()
        var track: Track
        if !segments.isEmpty {
            track = Track(segments: segments, format: format)
        } else if indoorSegments.contains(where: { $0.contains { $0.time != nil || $0.heartRate != nil } }) {
            track = Track(segments: indoorSegments, format: format)
            track.hasPositions = false
            track.recordedDistance = recordedDistance ?? (lapDistance > 0 ? lapDistance : nil)
        } else {
            throw unpositioned > 0 ? .noPositions(unpositioned) : .noPoints
        }
        track.clockIgnored = clockIgnored
        return track
    }
}
