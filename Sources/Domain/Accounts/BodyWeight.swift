/// A body weight as the lifter gave it, with the day it was true: weight changes, and the
/// points calculator should say how old the figure it fills in is.
public struct BodyWeight: Sendable, Equatable {
    public let value: Double
    public let unit: WeightUnit
    public let date: CalendarDate

    public init(value: Double, unit: WeightUnit, date: CalendarDate) {
        self.value = value
        self.unit = unit
        self.date = date
    }
}
