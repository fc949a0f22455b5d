/// An exercise's best estimated one-rep max on one day, in kilograms, exact: it is rounded
/// once, when shown (`value(in:)`).
public struct DayBest: Sendable, Equatable {
    public let date: CalendarDate
    public let oneRepMaxKg: Double

    public init(date: CalendarDate, oneRepMaxKg: Double) {
        self.date = date
        self.oneRepMaxKg = oneRepMaxKg
    }

    /// In the lifter's unit, to one decimal, as the history pages show and chart it.
    public func value(in unit: WeightUnit) -> Double {
        unit.fromKilograms(oneRepMaxKg).roundedToTenths()
    }
}
