import Domain

/// Logged sets for the routine tests: one session's sets at one weight, in the order given.
func session(_ date: String, _ weight: Double, _ unit: WeightUnit = .kg, reps: [Int]) -> [LoggedSet] {
    reps.map { LoggedSet(date: CalendarDate(iso: date)!, weight: weight, unit: unit, reps: $0) }
}

/// Thursday 26 November 2026: the tests' today. Monday the 23rd is "last Monday".
let thursday = CalendarDate(iso: "2026-11-26")!
