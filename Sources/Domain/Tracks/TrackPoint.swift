/// One recorded position, with what the file said about it.
///
/// The optional values are stored without `Optional`'s tag byte and its padding, a sentinel
/// standing for "none" (as in the packed track): 40 bytes a point instead of 64, so a track of
/// 250,000 points takes 10 MB while it is read and summed up, not 16 (issue 23).
public struct TrackPoint: Sendable, Equatable {
    /// Degrees, WGS 84.
    public var latitude: Double
    public var longitude: Double
    private var storedTime: Int64
    private var storedElevation: Double
    private var storedHeartRate: UInt8

    private static let noTime = Int64.min
    /// Elevations are finite (`TrackLimits.elevations`), so an infinity is free to mean none.
    private static let noElevation = -Double.infinity

    public init(latitude: Double, longitude: Double, heartRate: Int? = nil, elevation: Double? = nil, time: Int64? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        storedTime = Self.noTime
        storedElevation = Self.noElevation
        storedHeartRate = 0
        self.heartRate = heartRate
        self.elevation = elevation
        self.time = time
    }

    /// Beats per minute; nil where the file has none (a sensor's 0 means no reading, and a
    /// reading is kept within 1–255, wider than `TrackLimits.heartRates`).
    public var heartRate: Int? {
        get { storedHeartRate == 0 ? nil : Int(storedHeartRate) }
        set { storedHeartRate = newValue.map { UInt8(clamping: $0) } ?? 0 }
    }

    /// Metres above sea level.
    public var elevation: Double? {
        get { storedElevation == Self.noElevation ? nil : storedElevation }
        set { storedElevation = newValue ?? Self.noElevation }
    }

    /// Milliseconds since 1970-01-01T00:00:00Z.
    public var time: Int64? {
        get { storedTime == Self.noTime ? nil : storedTime }
        set { storedTime = newValue ?? Self.noTime }
    }
}
