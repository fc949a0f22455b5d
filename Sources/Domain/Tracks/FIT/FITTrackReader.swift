/// Reads an activity from a FIT file: every `record` message (global 20) with its position
/// in semicircles (fields 0 and 1), timestamp (253), heart rate (3), and altitude: the
/// enhanced one (78) where given, else the 16-bit one (2), both 1/5 m above −500 m. A timer
/// stop (an `event` message, global 21, event 0 with type stop or stop-all) ends a segment:
/// the watch was paused, or one session of a multisport file ended. A record without a
/// position keeps its time and heart rate (see `TrackBuilder`); a file without any position
/// is an indoor workout, whose distance is the records' greatest `distance` (5), or what a
/// foot pod's `compressed_speed_distance` (8) adds up to. The sport is the `sport` message's,
/// else the sessions' when they agree (a multisport file's differ: `other`).
struct FITTrackReader {
    private var builder = TrackBuilder()
    private var records = 0
    private var footPod = FootPodDistance()
    /// Timestamps under 0x10000000 count from the device's power-on, not a date.
    private var relativeClock = false
    private var fileSport: FileSport?
    private var sessionSports: [FileSport] = []

    /// Seconds from 1970-01-01 to the FIT epoch, 1989-12-31T00:00:00Z.
    static let epoch: Int64 = 631_065_600
    static let semicircleDegrees = 180.0 / 2_147_483_648.0

    static func read(_ bytes: [UInt8]) throws(TrackError) -> Track {
        var state = FITTrackReader()
        try FITDecoder.decode(bytes) { message, timestamp throws(TrackError) in try state.handle(message, timestamp) }
        var track = try state.builder.track(format: .fit, clockIgnored: false)
        track.relativeClock = state.relativeClock
        track.sport = state.fileSport ?? state.sessionSport
        return track
    }

    /// The sessions' sport when they all have the same kind; `other` for a multisport file.
    private var sessionSport: FileSport? {
        guard let first = sessionSports.first else { return nil }
        return sessionSports.allSatisfy { $0.kind == first.kind } ? FileSport(kind: first.kind, indoor: sessionSports.contains(where: \.indoor))
            : FileSport(kind: .other)
    }

    /// A FIT file starts with its header size (12 or 14), then ".FIT" at byte 8.
    static func isFIT(_ bytes: ArraySlice<UInt8>) -> Bool {
        let start = bytes.startIndex
        return bytes.count >= 12 && (bytes[start] == 12 || bytes[start] == 14) && bytes[(start + 8)..<(start + 12)].elementsEqual(".FIT".utf8)
    }

    private mutating func handle(_ message: FITMessage, _ timestamp: UInt32?) throws(TrackError) {
        switch message.global {
        case FITMessage.record: try record(message, timestamp)
        case FITMessage.sport: fileSport = fileSport ?? FileSport(fitSport: message.unsigned(0), subSport: message.unsigned(1))
        case FITMessage.session:
            if let sport = FileSport(fitSport: message.unsigned(5), subSport: message.unsigned(6)), sessionSports.count < TrackLimits.maxSegments {
                sessionSports.append(sport)
            }
        case FITMessage.event where message.unsigned(0) == 0 && [1, 4].contains(message.unsigned(1)): try builder.closeSegment()
        default: break
        }
    }

    private mutating func record(_ message: FITMessage, _ timestamp: UInt32?) throws(TrackError) {
        records += 1
        guard records <= TrackLimits.maxPoints else { throw .tooManyPoints }
        let latitude = message.signed32(0), longitude = message.signed32(1)
        var point = TrackPoint(latitude: Double(latitude ?? 0) * Self.semicircleDegrees, longitude: Double(longitude ?? 0) * Self.semicircleDegrees)
        // Centimetres from the start.
        if let distance = message.unsigned(5) {
            builder.record(distance: Double(distance) / 100)
        } else if let packed = message.bytes(8), let distance = footPod.add(packed) {
            builder.record(distance: distance)
        }
        do throws(PointProblem) {
            guard TrackLimits.latitudes.contains(point.latitude) else { throw .outOfRange(.latitude, value: NumberText.plain(point.latitude, decimals: 6)) }
            guard TrackLimits.longitudes.contains(point.longitude) else { throw .outOfRange(.longitude, value: NumberText.plain(point.longitude, decimals: 6)) }
            if let beats = message.unsigned(3), beats > 0 {
                guard TrackLimits.heartRates.contains(Int(beats)) else { throw .outOfRange(.heartRate, value: String(beats)) }
                point.heartRate = Int(beats)
            }
            if let raw = message.unsigned(78) ?? message.unsigned(2) {
                // (raw − 2,500) / 5 rather than raw / 5 − 500: one rounding, so 4,541 is 408.2 exactly.
                let elevation = (Double(raw) - 2_500) / 5
                guard TrackLimits.elevations.contains(elevation) else { throw .outOfRange(.elevation, value: NumberText.plain(elevation, decimals: 1)) }
                point.elevation = elevation
            }
        } catch {
            throw .point(records, error)
        }
        if let timestamp {
            if timestamp < 0x1000_0000 { relativeClock = true }
            point.time = (Self.epoch + Int64(timestamp)) * 1_000
        }
        builder.add(point, positioned: latitude != nil && longitude != nil)
    }
}
