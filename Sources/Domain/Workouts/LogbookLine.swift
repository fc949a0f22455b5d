/// One exercise of a training day as a paper log writes it, in the order it was trained:
///
///     Back Squat   100 kg × 5, 5, 4 @ 8
///     Bench Press  60 × 8 (warm-up), 100 × 5, 105 × 3 (kg)
///
/// Every set is counted on its own (an entry of 3 sets is three sets), and sets one after
/// another at the same weight, unit and kind fold into one run. A line with one weight writes
/// its unit after it; a line of several weights writes the unit once at its end. Entries of
/// one superset that day (the same `group`) are labelled A1, A2… in the order the lifts came.
public struct LogbookLine: Sendable, Equatable {
    /// Sets one after another at one weight, unit and kind: "100 kg × 5, 5, 4 @ 8".
    public struct Run: Sendable, Equatable {
        public let weight: Double
        public let unit: WeightUnit
        public let kind: SetKind
        /// One per set, in order.
        public var reps: [Int]
        public var rpes: [RPE?]

        /// "100 × 5, 5, 4 @ 8": the RPE once at the end when every set had that one; each
        /// set's own otherwise. `unit` writes the unit after the weight.
        public func text(withUnit: Bool) -> String {
            let weight = NumberText.plain(self.weight) + (withUnit ? " " + unit.rawValue : "")
            let shared = rpes.first.flatMap { first in rpes.allSatisfy { $0 == first } ? first : nil }
            let rpeText = shared.map { " @ \($0.text)" } ?? ""
            // 100 sets of 5 (an entry holds up to 100) are "5 (100 sets)", not a wall of fives.
            if reps.count > Self.longestWritten, shared != nil || rpes.allSatisfy({ $0 == nil }), let first = reps.first, reps.allSatisfy({ $0 == first }) {
                return "\(weight) × \(first)\(rpeText) (\(reps.count) sets)"
            }
            let sets = zip(reps, rpes).map { reps, rpe in
                shared == nil ? "\(reps)" + (rpe.map { " @ \($0.text)" } ?? "") : "\(reps)"
            }
            return "\(weight) × \(sets.joined(separator: ", "))" + rpeText
        }

        /// Sets of the same reps written one by one; more are counted ("5 (12 sets)").
        static let longestWritten = 6

        /// The kind's mark, "(warm-up)"; nothing for a normal set.
        public var mark: String { kind == .normal ? "" : "(\(kind.label))" }

        /// The kind's letter as Strong and Hevy mark a set, W, D or F, where a line is short
        /// of room; nothing for a normal set.
        public var letter: String {
            switch kind {
            case .normal: ""
            case .warmup: "W"
            case .drop: "D"
            case .failure: "F"
            }
        }
    }

    public let lift: String
    public let key: String
    /// "A1" for the first lift of superset A that day; nil for a lift on its own.
    public let label: String?
    public let runs: [Run]
    /// The entries of the line, in order, for their own rows (each one editable).
    public let entries: [WorkoutEntry]

    /// Every set of the line counted, warm-ups too.
    public var setCount: Int { runs.reduce(0) { $0 + $1.reps.count } }

    /// Whether the line has one weight in one unit, so its unit follows that weight.
    public var hasOneWeight: Bool {
        guard let first = runs.first else { return true }
        return runs.allSatisfy { $0.weight == first.weight && $0.unit == first.unit }
    }

    /// Whether every run is in the first run's unit, so the unit is written once.
    private var hasOneUnit: Bool { runs.allSatisfy { $0.unit == runs.first?.unit } }

    /// Whether each run writes its unit after its weight: one weight, or weights in two units.
    /// Otherwise the unit closes the line (`closingUnit`).
    public var writesUnitPerRun: Bool { hasOneWeight || !hasOneUnit }

    /// The runs with their marks, as the day page and the list write them.
    public var runTexts: [String] {
        runs.map { run in
            let text = run.text(withUnit: writesUnitPerRun)
            return run.mark.isEmpty ? text : text + " " + run.mark
        }
    }

    /// "(kg)" after a line of several weights in one unit; nothing otherwise.
    public var closingUnit: String {
        guard !hasOneWeight, hasOneUnit, let unit = runs.first?.unit else { return "" }
        return "(\(unit.rawValue))"
    }

    /// "100 kg × 5, 5, 4 @ 8": the sets of the line in one piece of text.
    public var text: String {
        ([runTexts.joined(separator: ", ")] + (closingUnit.isEmpty ? [] : [closingUnit])).joined(separator: " ")
    }

    /// The day's entries, in the order they were logged, as one line per lift (per lift and
    /// superset: a lift done both in a superset and alone is two lines).
    public static func lines(_ entries: [WorkoutEntry]) -> [LogbookLine] {
        var order: [String] = []
        var byLine: [String: [WorkoutEntry]] = [:]
        for entry in entries {
            let id = LiftName.key(entry.lift) + "\u{0}" + (entry.group ?? "")
            if byLine[id] == nil { order.append(id) }
            byLine[id, default: []].append(entry)
        }
        let grouped = order.compactMap { byLine[$0] }
        let labels = SupersetLabels.labels(grouped.map { $0.first?.group })
        return zip(grouped, labels).compactMap { entries, label in
            guard let first = entries.first else { return nil }
            return LogbookLine(lift: first.lift, key: LiftName.key(first.lift), label: label, runs: runs(entries), entries: entries)
        }
    }

    /// The sets of `entries`, each entry's `sets` counted one by one, folded into runs.
    static func runs(_ entries: [WorkoutEntry]) -> [Run] {
        var runs: [Run] = []
        for entry in entries {
            for _ in 0..<max(entry.sets, 1) {
                if let last = runs.last, last.weight == entry.weight, last.unit == entry.unit, last.kind == entry.kind {
                    runs[runs.count - 1].reps.append(entry.reps)
                    runs[runs.count - 1].rpes.append(entry.rpe)
                } else {
                    runs.append(Run(weight: entry.weight, unit: entry.unit, kind: entry.kind, reps: [entry.reps], rpes: [entry.rpe]))
                }
            }
        }
        return runs
    }
}
