/// A named plan of training days.
public struct Routine: Sendable, Equatable {
    public var name: String
    public var days: [RoutineDay]

    public init(name: String, days: [RoutineDay]) {
        self.name = name
        self.days = days
    }
}
