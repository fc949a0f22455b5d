/// Strength relative to body weight over time (issue 38): on each training day of the squat,
/// bench press or deadlift, the best total (each lift's best estimated 1RM in the
/// `windowDays` ending that day) and its DOTS, Wilks 2020 and IPF GL points at that day's body
/// weight, the latest weigh-in on or before it. A day before the first weigh-in, or with one
/// of the lifts not trained in its window, has no total to score and is left out.
public enum StrengthOverTime {
    /// Twelve weeks: a training block, so a lift trained a month ago still counts and one
    /// trained last year does not.
    public static let windowDays = 84

    /// `bests`: each lift's best estimate per day in kilograms, any order; `bodyWeights`: the
    /// daily body weight in kilograms, oldest first (`BodySeries.daily`). Without `sex`, the
    /// days carry totals but no points ("rather not say").
    public static func days(bests: [(lift: PowerLift, date: CalendarDate, kilograms: Double)],
                            bodyWeights: [(date: CalendarDate, value: Double)], sex: Sex?, equipment: Equipment = .raw) -> [StrengthDay] {
        var byLift: [PowerLift: [(date: CalendarDate, kilograms: Double)]] = [:]
        for best in bests { byLift[best.lift, default: []].append((best.date, best.kilograms)) }
        for lift in PowerLift.allCases { byLift[lift]?.sort { $0.date < $1.date } }
        let trainingDays = Set(bests.map(\.date)).sorted()
        return trainingDays.compactMap { day in
            let start = day.adding(days: -(windowDays - 1))
            let best = PowerLift.allCases.map { lift in
                (byLift[lift] ?? []).filter { $0.date >= start && $0.date <= day }.map(\.kilograms).max()
            }
            guard let squat = best[0], let bench = best[1], let deadlift = best[2],
                  let bodyWeight = BodySeries.value(on: day, in: bodyWeights) else { return nil }
            let scores = sex.map { StrengthScores.compute(sex: $0, bodyweightKg: bodyWeight, squatKg: squat, benchKg: bench, deadliftKg: deadlift,
                                                          equipment: equipment) }
            let total = StrengthScores.total(squatKg: squat, benchKg: bench, deadliftKg: deadlift)
            return StrengthDay(date: day, squatKg: squat, benchKg: bench, deadliftKg: deadlift, bodyWeightKg: bodyWeight, scores: scores, totalKg: total)
        }
    }
}
