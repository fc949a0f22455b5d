/// What a track may hold. Every number read from a file is checked against these before any
/// arithmetic, so no figure is computed from a value no recording can have.
public enum TrackLimits {
    /// Three days at one point a second, and far more than a 20 MiB upload of GPX can hold.
    public static let maxPoints = 250_000
    /// Apps start a segment after a pause; a thousand pauses is not a workout.
    public static let maxSegments = 1_000
    public static let latitudes = -90.0...90.0
    public static let longitudes = -180.0...180.0
    /// Wider than any human heart; 0 is a sensor's "no reading" and counts as none.
    public static let heartRates = 20...250
    /// The Dead Sea shore to well above any summit, for recordings from a plane too.
    public static let elevations = -1_000.0...20_000.0
    /// A distance a device measured itself (an indoor ride's wheel sensor): further than any
    /// three days of riding, in metres.
    public static let maxRecordedDistance = 5_000_000.0
}
