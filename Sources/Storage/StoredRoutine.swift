import Domain

/// A routine as stored: the plan (`Routine`) and the ids its pages and logged sets name. A day
/// or exercise keeps its id across edits (`Database.updateRoutine`), so the sets logged from
/// an exercise stay its history.
public struct StoredRoutine: Sendable, Equatable {
    public struct Exercise: Sendable, Equatable {
        public let id: Int64
        public let plan: RoutineExercise
    }

    public struct Day: Sendable, Equatable {
        public let id: Int64
        /// 1-based, the `:day` of `/routines/:id/days/:day/start`.
        public let position: Int
        public let name: String
        public let exercises: [Exercise]
    }

    public let id: Int64
    /// nil for a program of the gym's.
    public let userID: Int64?
    public let name: String
    /// The program this routine was copied from, while it exists.
    public let copiedFrom: Int64?
    public let days: [Day]

    /// The plan without ids, as the editor and `RoutineText` read it.
    public var routine: Routine {
        Routine(name: name, days: days.map { RoutineDay(name: $0.name, exercises: $0.exercises.map(\.plan)) })
    }

    /// The day at a 1-based position.
    public func day(at position: Int) -> Day? {
        days.first { $0.position == position }
    }
}
