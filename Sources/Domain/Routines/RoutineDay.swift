/// One training day of a routine ("Day A", "Monday"), its exercises in order.
public struct RoutineDay: Sendable, Equatable {
    public var name: String
    public var exercises: [RoutineExercise]

    public init(name: String, exercises: [RoutineExercise]) {
        self.name = name
        self.exercises = exercises
    }
}
