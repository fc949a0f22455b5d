import Crypto
import Domain

/// A route ready to store: the upload's fields and what was computed from its track, packed
/// before any transaction starts. The points stay in the track: they are packed straight into
/// the row when it is written (`Database.insertRoute`), and hashed here a piece at a time, so
/// no whole packed copy of them is ever held.
public struct RouteRecord: Sendable {
    let title: String
    let subtitle: String
    let kind: RouteKind
    let indoor: Bool
    let summary: TrackSummary
    let track: Track
    /// What finds the same track stored already (migration 20).
    let pointsSHA256: [UInt8]
    let drawing: [UInt8]
    let heartRateTime: [UInt8]

    /// Computes the figures, the drawing and the time at each heart rate from every point.
    public init(_ route: RouteInput) {
        self.init(title: route.title, subtitle: route.subtitle, kind: route.kind, indoor: route.indoor, track: route.track)
    }

    init(title: String, subtitle: String, kind: RouteKind, indoor: Bool = false, track: Track) {
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
        drawing = RouteDrawing(track, bands: summary.heartRate?.bands).packed
        heartRateTime = HeartRateHistogram(track, timed: !summary.durationIsEstimated).packed
    }
}
