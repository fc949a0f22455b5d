/// The strength-history reduction: per exercise and per day, the best one-rep max estimated
/// by Brzycki, `weight × 36 / (37 − reps)`, as the original importer did (a single is the
/// weight itself). Brzycki is meant for low reps, so only working sets of 1 to 12 reps with a
/// weight count: warm-ups, body-weight sets and longer sets do not. Pounds become kilograms
/// at 0.45359237 kg to the pound (`WeightUnit`).
public struct BestPerDay: Sendable {
    public static let countedReps = OneRepMaxEstimate.reps

    /// Exercise names as written, to the index of their exercise: most sets repeat a name
    /// already seen, and this spares them building the matching key.
    private var indexByName: [String: Int] = [:]
    private var indexByKey: [String: Int] = [:]
    private var names: [String] = []
    private var bests: [[CalendarDate: Double]] = []

    public init() {}

    public init(_ sets: some Sequence<ImportedSet>) {
        for set in sets { add(set) }
    }

    public mutating func add(_ set: ImportedSet) {
        guard let estimate = Self.estimateKg(set) else { return }
        Self.raise(&bests[exerciseIndex(set.exercise)][set.date, default: 0], to: estimate)
    }

    /// Exercises in the order first met, each with its days oldest first.
    public var exercises: [ExerciseHistory] {
        zip(names, bests).map { name, days in
            ExerciseHistory(name: name, days: days.map { DayBest(date: $0.key, oneRepMaxKg: $0.value) }.sorted { $0.date < $1.date })
        }
    }

    /// The estimate a set counts for, in kilograms, exact; nil when it does not count.
    public static func estimateKg(_ set: ImportedSet) -> Double? {
        estimateKg(weight: set.weight, unit: set.unit, reps: set.reps, rpe: set.rpe, isWarmup: set.kind == .warmup)
    }

    /// The one rule for a stored or imported set, so the history, its stored daily bests and
    /// the importer's benchmark agree. Not rounded: a value rounded here and again for display
    /// would be rounded twice (130 × 36 / 34 = 137.647 would show 137.7 through 137.65).
    public static func estimateKg(weight: Double, unit: WeightUnit, reps: Int, rpe: RPE? = nil, isWarmup: Bool) -> Double? {
        guard !isWarmup, weight > 0, let toFailure = OneRepMaxEstimate.repsToFailure(reps: reps, rpe: rpe) else { return nil }
        return OneRepMaxEstimate.brzycki(weight: unit.toKilograms(weight), repsToFailure: toFailure)
    }

    /// Through `inout`, the day's entry is found once to read and write it.
    private static func raise(_ best: inout Double, to estimate: Double) {
        best = max(best, estimate)
    }

    private mutating func exerciseIndex(_ name: String) -> Int {
        if let index = indexByName[name] { return index }
        let key = LiftName.key(name)
        let index = indexByKey[key] ?? names.count
        if index == names.count {
            indexByKey[key] = index
            names.append(name)
            bests.append([:])
        }
        indexByName[name] = index
        return index
    }
}
