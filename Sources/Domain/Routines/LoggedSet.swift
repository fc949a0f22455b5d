/// One set as logged (a workouts row of `sets` sets is that many of these), in the unit it was
/// logged in: the domain converts units itself.
public struct LoggedSet: Sendable, Equatable {
    public var date: CalendarDate
    public var weight: Double
    public var unit: WeightUnit
    public var reps: Int

    public init(date: CalendarDate, weight: Double, unit: WeightUnit, reps: Int) {
        self.date = date
        self.weight = weight
        self.unit = unit
        self.reps = reps
    }
}
