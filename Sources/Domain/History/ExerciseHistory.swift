/// One exercise's strength history: its best estimate per day, oldest first.
public struct ExerciseHistory: Sendable, Equatable {
    /// The spelling first met; later spellings that differ only in case or spacing join it.
    public let name: String
    public let days: [DayBest]

    public init(name: String, days: [DayBest]) {
        self.name = name
        self.days = days
    }

    /// The highest estimate, on the earliest day that reached it.
    public var personalRecord: DayBest? {
        days.reduce(nil) { best, day in
            guard let best, best.oneRepMaxKg >= day.oneRepMaxKg else { return day }
            return best
        }
    }
}
