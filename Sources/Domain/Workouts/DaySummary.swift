/// A training day in short, as Strong and Hevy list a workout: each lift with its top set,
/// and the day's volume in the lifter's unit.
public struct DaySummary: Sendable, Equatable {
    public struct Lift: Sendable, Equatable {
        public let name: String
        public let key: String
        /// The heaviest working set (then the most reps); a warm-up only when the lift had no
        /// other set that day.
        public let topSet: WorkoutEntry
        public let sets: Int
    }

    public let date: CalendarDate
    /// In the order the lifts were first logged that day.
    public let lifts: [Lift]
    public let entryCount: Int
    /// Weight × reps × sets of every entry, in `unit`.
    public let volume: Double

    public init(date: CalendarDate, entries: [WorkoutEntry], unit: WeightUnit) {
        self.date = date
        entryCount = entries.count
        volume = entries.reduce(0) { $0 + unit.fromKilograms($1.unit.toKilograms($1.volume)) }
        var order: [String] = []
        var byKey: [String: [WorkoutEntry]] = [:]
        for entry in entries {
            let key = LiftName.key(entry.lift)
            if byKey[key] == nil { order.append(key) }
            byKey[key, default: []].append(entry)
        }
        lifts = order.compactMap { key in
            guard let sets = byKey[key], let top = Self.topSet(sets) else { return nil }
            return Lift(name: top.lift, key: key, topSet: top, sets: sets.reduce(0) { $0 + $1.sets })
        }
    }

    private static func topSet(_ entries: [WorkoutEntry]) -> WorkoutEntry? {
        let working = entries.filter { !$0.isWarmup }
        return (working.isEmpty ? entries : working).max { a, b in
            let (weightA, weightB) = (a.unit.toKilograms(a.weight), b.unit.toKilograms(b.weight))
            return weightA != weightB ? weightA < weightB : a.reps < b.reps
        }
    }
}
