/// One recorded position, with what the file said about it.
public struct TrackPoint: Sendable, Equatable {
    /// Degrees, WGS 84.
    public var latitude: Double
    public var longitude: Double
    /// Beats per minute; nil where the file has none (a sensor's 0 means no reading).
    public var heartRate: Int?
    /// Metres above sea level.
    public var elevation: Double?
    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var time: Int64?

    public init(latitude: Double, longitude: Double, heartRate: Int? = nil, elevation: Double? = nil, time: Int64? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.heartRate = heartRate
        self.elevation = elevation
        self.time = time
    }
}
