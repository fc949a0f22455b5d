/// One route as an account document holds it: what the lifter gave (title, subtitle, kind),
/// when it was uploaded, and its points. The figures, drawing and heart-rate times are left
/// out: they are computed from the points again where the route is imported.
public struct AccountRoute: Sendable, Equatable {
    public let title: String
    public let subtitle: String
    public let kind: RouteKind
    /// Unix time of the upload.
    public let createdAt: Int
    public let track: Track

    public init(title: String, subtitle: String, kind: RouteKind, createdAt: Int, track: Track) {
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
        self.createdAt = createdAt
        self.track = track
    }
}
