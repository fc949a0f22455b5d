/// A block as a session is started with it: from a routine day's targets, or an exercise added
/// with last time's sets. Rows hold text, as the form will show them.
public struct PlannedBlock: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public let weight: String
        public let reps: String
        public let rpe: String
        public let kind: SetKind
        public let lastTime: String

        public init(weight: String, reps: String, rpe: String = "", kind: SetKind = .normal, lastTime: String = "") {
            self.weight = weight
            self.reps = reps
            self.rpe = rpe
            self.kind = kind
            self.lastTime = lastTime
        }
    }

    public let lift: String
    public let unit: WeightUnit
    public let restSeconds: Int
    public let joined: Bool
    public let plan: String
    /// The routine exercise it was planned from: its ticked sets are that exercise's history.
    public let routineExerciseID: Int64?
    public let rows: [Row]

    public init(lift: String, unit: WeightUnit, restSeconds: Int, joined: Bool = false, plan: String = "", routineExerciseID: Int64? = nil,
                rows: [Row]) {
        self.lift = lift
        self.unit = unit
        self.restSeconds = restSeconds
        self.joined = joined
        self.plan = plan
        self.routineExerciseID = routineExerciseID
        self.rows = rows
    }

    /// An exercise added during a session: last time's sets of the lift, one row each (up to
    /// `maxRows`), or one empty row for a lift never done.
    public static func fromLastTime(lift: String, unit: WeightUnit, restSeconds: Int, lastTime: [WorkoutEntry], maxRows: Int) -> PlannedBlock {
        let sets = lastTime.flatMap { entry in repeatElement(entry, count: max(1, min(entry.sets, maxRows))) }.prefix(maxRows)
        let rows = sets.map { entry in
            let text = "\(NumberText.plain(entry.weight)) \(entry.unit.rawValue) × \(entry.reps)"
            return Row(weight: NumberText.plain(unit.converting(entry.weight, from: entry.unit).roundedToHundredths()), reps: String(entry.reps),
                       rpe: entry.rpe?.text ?? "", kind: entry.kind, lastTime: text)
        }
        return PlannedBlock(lift: sets.first?.lift ?? lift, unit: unit, restSeconds: restSeconds, rows: rows.isEmpty ? [Row(weight: "", reps: "")] : Array(rows))
    }
}
