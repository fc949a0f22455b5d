/// The sets of one exercise logged on one date, in the exercise's unit: a session, as the
/// progression rules count them.
struct RoutineSession: Sendable, Equatable {
    let date: CalendarDate
    /// Exact weights converted to the exercise's unit (rounded only when a target is made).
    let weights: [Double]
    let reps: [Int]
    /// Each set's RPE, where the lifter gave one.
    let rpes: [Double?]
    /// Whether any set was logged in the other unit, so its weight is a conversion that lands
    /// between loadable steps (225 lb is 102.06 kg).
    let converted: Bool

    /// The history grouped by date, oldest first; within a date the sets keep the order they
    /// were given in (the order they were logged), which double progression matches set by set.
    static func sessions(_ history: [LoggedSet], unit: WeightUnit) -> [RoutineSession] {
        let ordered = history.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        var sessions: [RoutineSession] = []
        var start = 0
        while start < ordered.count {
            let date = ordered[start].element.date
            var end = start
            while end < ordered.count, ordered[end].element.date == date { end += 1 }
            let sets = ordered[start..<end].map(\.element)
            sessions.append(RoutineSession(
                date: date,
                weights: sets.map { unit.converting($0.weight, from: $0.unit) },
                reps: sets.map(\.reps),
                rpes: sets.map(\.rpe),
                converted: sets.contains { $0.unit != unit }))
            start = end
        }
        return sessions
    }

    /// The lightest weight of the session: every set was done at this weight or more.
    var workingWeight: Double { weights.min() ?? 0 }

    /// The hardest RPE logged and the heaviest weight logged at it; nil when no set had one.
    var hardest: (rpe: Double, weight: Double)? {
        zip(rpes, weights).compactMap { rpe, weight in rpe.map { ($0, weight) } }.max { $0 < $1 }
    }

    /// Whether set `index` was done at `target` or heavier. A set logged in the other unit may
    /// be up to 1 % lighter, as its plates cannot make the target exactly (102.5 kg is 225.97 lb;
    /// the lifter loads 225).
    func reachedWeight(_ index: Int, target: Double) -> Bool {
        let tolerance = converted ? abs(target) * 0.01 : 1e-9
        return weights[index] >= target - tolerance
    }

    /// Whether at least `sets` sets were logged and every one of them reached `reps` at
    /// `target` or heavier.
    func reachedAll(sets: Int, reps wanted: Int, target: Double) -> Bool {
        reps.count >= sets && reps.indices.allSatisfy { reps[$0] >= wanted && reachedWeight($0, target: target) }
    }
}
