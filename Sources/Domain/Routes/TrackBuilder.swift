/// Collects the points of a TCX or FIT file into segments. A point without a position is
/// skipped and counted, unless no point of the file has one: then the file is an indoor
/// workout (a trainer, a treadmill), and its points become a track without positions, for
/// its time, heart rate and the distance the device measured itself, with no map.
struct TrackBuilder {
    private var segments: [[TrackPoint]] = []
    private var segment: [TrackPoint] = []
    private var indoorSegments: [[TrackPoint]] = []
    private var indoorSegment: [TrackPoint] = []
    private var skippedPoints = 0
    /// The greatest distance the file recorded (metres from the start), for indoor tracks.
    private var recordedDistance: Double?
    /// The laps' own distances added up (a TCX `Lap/DistanceMeters`), where points have none.
    private var lapDistance = 0.0

    /// `positioned` false for a point without a position; its latitude and longitude are then unused.
    mutating func add(_ point: TrackPoint, positioned: Bool) {
        if positioned {
            segment.append(point)
        } else {
            skippedPoints += 1
            indoorSegment.append(TrackPoint(latitude: 0, longitude: 0, heartRate: point.heartRate, elevation: point.elevation, time: point.time))
        }
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
        if !segment.isEmpty {
            guard segments.count < TrackLimits.maxSegments else { throw .tooManySegments }
            segments.append(segment)
            segment = []
        }
        if !indoorSegment.isEmpty {
            guard indoorSegments.count < TrackLimits.maxSegments else { throw .tooManySegments }
            indoorSegments.append(indoorSegment)
            indoorSegment = []
        }
    }

    mutating func track(format: TrackFormat, clockIgnored: Bool) throws(TrackError) -> Track {
        try closeSegment()
        var track: Track
        if !segments.isEmpty {
            track = Track(segments: segments, format: format)
            track.skippedPoints = skippedPoints
        } else if indoorSegments.contains(where: { $0.contains { $0.time != nil || $0.heartRate != nil } }) {
            track = Track(segments: indoorSegments, format: format)
            track.hasPositions = false
            track.recordedDistance = recordedDistance ?? (lapDistance > 0 ? lapDistance : nil)
        } else {
            throw skippedPoints > 0 ? .noPositions(skippedPoints) : .noPoints
        }
        track.clockIgnored = clockIgnored
        return track
    }
}
