/// The kinds of file a route is uploaded as, told apart by their content.
public enum TrackFormat: String, Sendable, CaseIterable {
    /// The original app's `[[latitude, longitude, bpm], …]`.
    case json
    /// GPX 1.1 (1.0 reads the same) from watches and apps.
    case gpx
    /// Garmin's Training Center XML.
    case tcx
    /// The binary Flexible and Interoperable Data Transfer format of Garmin, Wahoo, COROS, …
    case fit
}
