/// The values a track point carries, named as the error messages name them.
public enum TrackValue: Sendable, Equatable {
    case latitude, longitude, heartRate, elevation, time, distance

    var name: String {
        switch self {
        case .latitude: "latitude"
        case .longitude: "longitude"
        case .heartRate: "heart rate"
        case .elevation: "elevation"
        case .time: "time"
        case .distance: "distance"
        }
    }

    /// The range as messages write it ("−90…90", with a real minus sign).
    var rangeText: String {
        switch self {
        case .latitude: "−90…90"
        case .longitude: "−180…180"
        case .heartRate: "\(TrackLimits.heartRates.lowerBound)…\(TrackLimits.heartRates.upperBound)"
        case .elevation: "−1,000…20,000 m"
        case .time: ""
        case .distance: "0…5,000 km"
        }
    }
}
