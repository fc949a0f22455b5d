import Crypto
import Domain

/// A route ready to store: the upload's fields and what was computed from its track, packed
/// before any transaction starts. The points stay in the track: they are packed straight into
/// the row when it is written (`Database.insertTrack`), and hashed here a piece at a time, so
/// no whole packed copy of them is ever held.
public struct TrackRecord: Sendable {
    let title: String
    let subtitle: String
    let kind: TrackKind
    let indoor: Bool
    let summary: TrackSummary
    let track: Track
    /// What finds the same track stored already (migration 20).
    let pointsSHA256: [UInt8]
    let drawing: [UInt8]
    let heartRateTime: [UInt8]

    /// Computes the figures, the drawing and the time at each heart rate from every point.
    public init(_ input: TrackInput) {
        self.init(title: input.title, subtitle: input.subtitle, kind: input.kind, indoor: input.indoor, track: input.track)
    }

    init(title: String, subtitle: String, kind: TrackKind, indoor: Bool = false, track: Track) {
        let summary = TrackSummary(track)
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
        self.indoor = indoor
        self.summary = summary
        self.track = track
        let hash = SHA256Stream()
        track.pack(hash.update)
        pointsSHA256 = hash.finish()
        drawing = TrackDrawing(track, bands: summary.heartRate?.bands).packed
        heartRateTime = HeartRateHistogram(track, timed: !summary.durationIsEstimated).packed
    }
}
