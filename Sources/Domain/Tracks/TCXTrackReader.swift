/// Reads Garmin's Training Center XML (TCX v2): every `Activity/Lap/Track/Trackpoint` with
/// its `Time`, `Position` (`LatitudeDegrees`, `LongitudeDegrees`), `AltitudeMeters` and
/// `HeartRateBpm/Value`, matched by local name. Laps split a recording without pausing it, so
/// an activity's laps continue one segment; a second `Track` within a lap follows a pause and
/// starts a new one. A trackpoint without a position is skipped and counted, and a file
/// without any is an indoor workout (see `TrackBuilder`), whose distance is the greatest
/// `DistanceMeters`. The first activity's `Sport` attribute ("Running", "Biking", "Other") is
/// its sport. Courses (planned routes) are not read.
struct TCXTrackReader {
    private var path: [String] = []
    private var builder = TrackBuilder()
    private var tracksInLap = 0
    private var pointNumber = 0
    private var latitude: Double?
    private var longitude: Double?
    private var point = TrackPoint(latitude: 0, longitude: 0)
    private var stoppedClock = false
    private var text: String?
    private var sport: FileSport?

    static func read(_ bytes: ArraySlice<UInt8>) throws(TrackError) -> Track {
        var state = TCXTrackReader()
        try XMLTrackText.events(bytes) { event throws(TrackError) in try state.handle(event) }
        var track = try state.builder.track(format: .tcx, clockIgnored: state.stoppedClock)
        track.sport = state.sport
        return track
    }

    private mutating func handle(_ event: XMLEvent) throws(TrackError) {
        switch event {
        case let .start(name, attributes):
            guard !path.isEmpty || name == "TrainingCenterDatabase" else { throw .notATrack }
            path.append(name)
            if path.count == 3 && name == "Activity" && sport == nil, let value = attributes.first(where: { $0.name == "Sport" })?.value {
                sport = FileSport(named: value)
            }
            try start(name)
        case .text(let piece):
            text? += piece
        case .end:
            try end()
            path.removeLast()
        }
    }

    /// `TrainingCenterDatabase/Activities/Activity/Lap/Track/Trackpoint`, exactly.
    private var isPoint: Bool {
        path.count >= 6 && path[1] == "Activities" && path[2] == "Activity" && path[3] == "Lap" && path[4] == "Track" && path[5] == "Trackpoint"
    }

    private mutating func start(_ name: String) throws(TrackError) {
        switch path.count {
        case 3 where name == "Activity": try builder.closeSegment()
        case 4 where name == "Lap": tracksInLap = 0
        case 5 where name == "Track" && path[3] == "Lap":
            if tracksInLap > 0 { try builder.closeSegment() }
            tracksInLap += 1
        case 5 where name == "DistanceMeters" && path[3] == "Lap" && path[2] == "Activity":
            text = ""
        case 6 where isPoint:
            pointNumber += 1
            guard pointNumber <= TrackLimits.maxPoints else { throw .tooManyPoints }
            (latitude, longitude, point) = (nil, nil, TrackPoint(latitude: 0, longitude: 0))
        case 7...8 where isPoint && Self.values.contains(name):
            text = ""
        default: break
        }
    }

    /// The elements whose text is a point's value; `Value` only inside `HeartRateBpm`.
    private static let values: Set<String> = ["Time", "AltitudeMeters", "DistanceMeters", "LatitudeDegrees", "LongitudeDegrees", "Value"]

    private mutating func end() throws(TrackError) {
        if let value = text {
            text = nil
            do throws(PointProblem) {
                try take(XMLTrackText.trimmed(value))
            } catch {
                throw .point(pointNumber, error)
            }
        } else if path.count == 6 && isPoint {
            if let latitude, let longitude {
                point.latitude = latitude
                point.longitude = longitude
            }
            builder.add(point, positioned: latitude != nil && longitude != nil)
        } else if path.count == 3 && path[2] == "Activity" {
            try builder.closeSegment()
        }
    }

    private mutating func take(_ value: Substring) throws(PointProblem) {
        guard !value.isEmpty else { return }
        switch (path.count, path[path.count - 1]) {
        case (5, "DistanceMeters"): builder.record(lapDistance: try XMLTrackText.number(value, .distance, in: 0...TrackLimits.maxRecordedDistance))
        case (7, "Time"): point.time = try XMLTrackText.time(value, stoppedClock: &stoppedClock)
        case (7, "AltitudeMeters"): point.elevation = try XMLTrackText.number(value, .elevation, in: TrackLimits.elevations)
        case (7, "DistanceMeters"): builder.record(distance: try XMLTrackText.number(value, .distance, in: 0...TrackLimits.maxRecordedDistance))
        case (8, "LatitudeDegrees") where path[6] == "Position":
            latitude = try XMLTrackText.number(value, .latitude, in: TrackLimits.latitudes)
        case (8, "LongitudeDegrees") where path[6] == "Position":
            longitude = try XMLTrackText.number(value, .longitude, in: TrackLimits.longitudes)
        case (8, "Value") where path[6] == "HeartRateBpm": point.heartRate = try XMLTrackText.heartRate(value)
        default: break
        }
    }
}
