/// Reads the tracks of a GPX file (1.1; 1.0 reads the same): every `trk/trkseg/trkpt` with
/// its `lat` and `lon`, `ele`, `time`, and the heart rate in any of the extensions devices
/// write it in. Elements are matched by local name, so `gpxtpx:hr` (Strava, Wahoo, OsmAnd),
/// `ns3:hr` (Garmin Connect), `gpxdata:hr` (ClueTrust, Suunto), `<heartrate>` (COROS) and
/// `<bpm>` (Holux) read alike, at any depth inside the point's `extensions`; OsmAnd even
/// writes a wrong namespace URI. An empty value is no reading. A point without `lat` or
/// `lon` is skipped and counted; a time before 1980 marks a device without a clock (see
/// `Track.withoutStoppedClock()`). The first track's `type` ("running", "cycling", Strava's
/// "1") is its sport. Waypoints, planned routes (`rte`) and other extensions
/// are skipped.
struct GPXTrackReader {
    private var path: [String] = []
    private var segments: [[TrackPoint]] = []
    private var segment: [TrackPoint] = []
    private var point = TrackPoint(latitude: 0, longitude: 0)
    private var pointNumber = 0
    /// The point being read has no position and is left out.
    private var pointSkipped = false
    private var skippedPoints = 0
    private var stoppedClock = false
    private var trackCount = 0
    private var trackName: String?
    private var trackType: String?
    private var metadataName: String?
    /// The text of the element being read, when it is one of those above, and its depth.
    private var text: String?
    private var textDepth = 0

    static func read(_ bytes: ArraySlice<UInt8>) throws(TrackError) -> Track {
        var state = GPXTrackReader()
        try XMLTrackText.events(bytes) { event throws(TrackError) in try state.handle(event) }
        guard !state.segments.isEmpty else { throw state.skippedPoints > 0 ? .noPositions(state.skippedPoints) : .noPoints }
        var track = Track(segments: state.segments, name: state.trackName ?? state.metadataName, format: .gpx)
        track.skippedPoints = state.skippedPoints
        track.clockIgnored = state.stoppedClock
        track.sport = state.trackType.flatMap(FileSport.init(named:))
        return track
    }

    private mutating func handle(_ event: XMLEvent) throws(TrackError) {
        switch event {
        case let .start(name, attributes):
            guard !path.isEmpty || name == "gpx" else { throw .notATrack }
            path.append(name)
            try start(name, attributes)
        case .text(let piece):
            text? += piece
        case .end:
            try end()
            path.removeLast()
        }
    }

    private mutating func start(_ name: String, _ attributes: [XMLAttribute]) throws(TrackError) {
        if path.count == 2 && path[1] == "trk" {
            trackCount += 1
        } else if isSegment {
            segment = []
        } else if path.count == 4 && isPoint {
            pointNumber += 1
            guard pointNumber <= TrackLimits.maxPoints else { throw .tooManyPoints }
            do throws(PointProblem) {
                pointSkipped = false
                point = try Self.position(attributes)
            } catch .missing {
                pointSkipped = true
                skippedPoints += 1
            } catch {
                throw .point(pointNumber, error)
            }
        } else if isWanted {
            text = ""
            textDepth = path.count
        }
    }

    private mutating func end() throws(TrackError) {
        if let value = text {
            guard path.count == textDepth else { return }
            text = nil
            do throws(PointProblem) {
                try take(value)
            } catch {
                throw .point(pointNumber, error)
            }
        } else if path.count == 4 && isPoint {
            if !pointSkipped { segment.append(point) }
        } else if isSegment, !segment.isEmpty {
            guard segments.count < TrackLimits.maxSegments else { throw .tooManySegments }
            segments.append(segment)
        }
    }

    /// Stores the text of a wanted element where it belongs.
    private mutating func take(_ value: String) throws(PointProblem) {
        let trimmed = XMLTrackText.trimmed(value)
        // Devices write an element they have no reading for empty (COROS: `<heartrate></heartrate>`).
        if trimmed.isEmpty && path.count > 3 { return }
        switch path.last {
        case "name" where path.count == 3 && path[1] == "trk":
            if trackCount == 1 && trackName == nil && !trimmed.isEmpty { trackName = String(trimmed) }
        case "type" where path.count == 3:
            if trackCount == 1 && trackType == nil { trackType = String(trimmed) }
        case "name":
            if !trimmed.isEmpty { metadataName = String(trimmed) }
        case "ele":
            point.elevation = try XMLTrackText.number(trimmed, .elevation, in: TrackLimits.elevations)
        case "time":
            point.time = try XMLTrackText.time(trimmed, stoppedClock: &stoppedClock)
        default:
            point.heartRate = try XMLTrackText.heartRate(trimmed)
        }
    }

    /// The elements whose text is read: the track's and the metadata's name, and a point's
    /// elevation, time and heart rate (one of `heartRateNames` anywhere in its `extensions`).
    private var isWanted: Bool {
        switch path.count {
        case 3: return (path[1] == "trk" || path[1] == "metadata") && path[2] == "name" || path[1] == "trk" && path[2] == "type"
        case 5: return isPoint && (path[4] == "ele" || path[4] == "time")
        case 6...: return isPoint && path[4] == "extensions" && Self.heartRateNames.contains(path[path.count - 1])
        default: return false
        }
    }

    /// The local names devices give heart rate in a point's extensions.
    private static let heartRateNames: Set<String> = ["hr", "heartrate", "bpm"]

    /// Inside `gpx/trk/trkseg`, exactly.
    private var isSegment: Bool {
        path.count == 3 && path[1] == "trk" && path[2] == "trkseg"
    }

    /// Inside `gpx/trk/trkseg/trkpt` or deeper.
    private var isPoint: Bool {
        path.count >= 4 && path[1] == "trk" && path[2] == "trkseg" && path[3] == "trkpt"
    }

    private static func position(_ attributes: [XMLAttribute]) throws(PointProblem) -> TrackPoint {
        guard let latitude = attributes.first(where: { $0.name == "lat" }) else { throw .missing(.latitude) }
        guard let longitude = attributes.first(where: { $0.name == "lon" }) else { throw .missing(.longitude) }
        return TrackPoint(latitude: try XMLTrackText.number(XMLTrackText.trimmed(latitude.value), .latitude, in: TrackLimits.latitudes),
                          longitude: try XMLTrackText.number(XMLTrackText.trimmed(longitude.value), .longitude, in: TrackLimits.longitudes))
    }
}
