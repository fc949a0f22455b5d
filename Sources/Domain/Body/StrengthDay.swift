/// One training day's strength relative to body weight: each lift's best estimated 1RM in
/// the window ending that day, their total, the day's body weight, and the points, all in
/// kilograms. Points are nil when the lifter gave no sex (the formulas need one).
public struct StrengthDay: Sendable, Equatable {
    public let date: CalendarDate
    public let squatKg: Double
    public let benchKg: Double
    public let deadliftKg: Double
    public let bodyWeightKg: Double
    public let scores: StrengthScores?
    public let totalKg: Double
}
