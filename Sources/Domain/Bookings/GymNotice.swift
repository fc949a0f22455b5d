/// A message to one member about their bookings (a waitlist place turned into a place, a class
/// cancelled by staff), shown on their dashboard.
public struct GymNotice: Sendable, Equatable {
    public let id: Int64
    public let body: String
    public let createdAt: Int

    public init(id: Int64, body: String, createdAt: Int) {
        self.id = id
        self.body = body
        self.createdAt = createdAt
    }
}
