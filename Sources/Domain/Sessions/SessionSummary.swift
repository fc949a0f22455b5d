/// The card a finished session ends with: how long it took, how many sets, the volume they
/// lifted (warm-ups lift none that counts) in the lifter's unit, and the lifts it set a PR in.
public struct SessionSummary: Sendable, Equatable {
    public let seconds: Int64
    public let sets: Int
    public let warmups: Int
    public let volume: Double
    public let unit: WeightUnit
    public let records: [String]

    public init(session: WorkoutSession, entries: [WorkoutEntry], records: [String], unit: WeightUnit, now: Int64) {
        seconds = session.duration(at: now)
        sets = entries.filter { !$0.isWarmup }.reduce(0) { $0 + $1.sets }
        warmups = entries.filter(\.isWarmup).reduce(0) { $0 + $1.sets }
        volume = entries.reduce(0) { $0 + unit.converting($1.volume, from: $1.unit) }
        self.unit = unit
        self.records = records
    }

    /// "1 h 05 min", "42 min", "under a minute".
    public var durationText: String {
        let minutes = seconds / 60
        if minutes == 0 { return "under a minute" }
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return "\(minutes / 60) h \(rest < 10 ? "0" : "")\(rest) min"
    }
}
