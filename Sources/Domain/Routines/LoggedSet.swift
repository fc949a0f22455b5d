/// One set as logged (a workouts row of `sets` sets is that many of these), in the unit it was
/// logged in: the domain converts units itself.
public struct LoggedSet: Sendable, Equatable {
    public var date: CalendarDate
    public var weight: Double
    public var unit: WeightUnit
    public var reps: Int
    /// How hard it was, 1 to 10 in halves, when the lifter said.
    public var rpe: Double?

    public init(date: CalendarDate, weight: Double, unit: WeightUnit, reps: Int, rpe: Double? = nil) {
        self.date = date
        self.weight = weight
        self.unit = unit
        self.reps = reps
        self.rpe = rpe
    }
}
