/// One route as an account document holds it: what the lifter gave (title, subtitle, kind),
/// whether the file said it was indoors (issue 37), when it was uploaded, and its points. The figures, drawing and heart-rate times are left
/// out: they are computed from the points again where the route is imported.
public struct AccountTrack: Sendable, Equatable {
    public let title: String
    public let subtitle: String
    public let kind: TrackKind
    /// A trainer ride, a treadmill run: no map is drawn, whatever positions it has.
    public let indoor: Bool
    /// Unix time of the upload.
    public let createdAt: Int
    public let track: Track

    public init(title: String, subtitle: String, kind: TrackKind, indoor: Bool = false, createdAt: Int, track: Track) {
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
        self.indoor = indoor
        self.createdAt = createdAt
        self.track = track
    }
}
