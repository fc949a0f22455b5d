/// What storing a route did: a new route, or none because the user has one of the same
/// points (the same track uploaded twice), which is named instead.
public enum TrackAddition: Sendable, Equatable {
    case added(Int64)
    case already(Int64)

    public var id: Int64 {
        switch self {
        case .added(let id), .already(let id): id
        }
    }
}
