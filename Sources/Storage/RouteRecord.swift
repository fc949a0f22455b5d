import Crypto
import Domain

/// A route ready to store: the upload's fields and what was computed from its track, packed
/// before any transaction starts, so the track itself can be dropped.
public struct RouteRecord: Sendable {
    let title: String
    let subtitle: String
    let kind: RouteKind
    let format: TrackFormat
    let summary: TrackSummary
    let points: [UInt8]
    /// What finds the same track stored already (migration 20).
    let pointsSHA256: [UInt8]
    let drawing: [UInt8]
    let heartRateTime: [UInt8]

    /// Computes the figures, the drawing and the time at each heart rate from every point.
    public init(_ route: RouteInput) {
        let summary = TrackSummary(route.track)
        title = route.title
        subtitle = route.subtitle
        kind = route.kind
        format = route.track.format
        self.summary = summary
        points = route.track.packed
        pointsSHA256 = SHA256.digest(points)
        drawing = RouteDrawing(route.track, bands: summary.heartRate?.bands).packed
        heartRateTime = HeartRateHistogram(route.track, timed: !summary.durationIsEstimated).packed
    }
}
