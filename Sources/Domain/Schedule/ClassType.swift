/// A kind of class (A10, AStrong, Yoga…): what the schedule shows and a workout of the day is
/// posted for.
public struct ClassType: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let description: String

    public init(id: Int64, name: String, description: String) {
        self.id = id
        self.name = name
        self.description = description
    }
}
