/// Lifting Log's own `/workouts/export.csv`, as `WorkoutCSV` writes it: its header, ISO
/// dates, a unit per row, each set's kind, RPE and superset group (exports before them had a
/// warm-up column, and before that none: every set a normal one), the app each entry came
/// from (older exports have none: the entry becomes our own import's), the times of the live
/// session it was ticked in (older exports have none: no session), and text guarded against
/// spreadsheet formulas.
struct LiftingLogLayout: RowLayout {
    /// The header of each version `WorkoutCSV` has written, the newest last.
    static let versions: [[String]] = [
        ["date", "lift", "weight", "unit", "reps", "sets", "comments"],
        ["date", "lift", "weight", "unit", "reps", "sets", "comments", "warmup"],
        ["date", "lift", "weight", "unit", "reps", "sets", "comments", "warmup", "source"],
        ["date", "lift", "weight", "unit", "reps", "sets", "comments", "kind", "rpe", "group", "source"],
        ["date", "lift", "weight", "unit", "reps", "sets", "comments", "kind", "rpe", "group", "source", "session"],
    ]

    private let header: HeaderColumns
    private let date, lift, weight, unit, reps, sets, comments: Int
    private let warmup, kind, rpe, group, source, session: Int?
    var formulaGuarded: Bool { true }
    var dateColumn: Int? { date }

    /// True for our export's header, as each version wrote it.
    static func matches(_ header: HeaderColumns) -> Bool {
        versions.contains(header.names)
    }

    init(header: HeaderColumns) throws(HistoryImportError) {
        let columns = try header.require(Self.versions[0].map { [$0] }, for: .liftinglog)
        (date, lift, weight, unit, reps, sets) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        comments = columns[6]
        (warmup, kind, rpe) = (header.index(["warmup"]), header.index(["kind"]), header.index(["rpe"]))
        (group, source, session) = (header.index(["group"]), header.index(["source"]), header.index(["session"]))
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        guard let reps = try reader.reps(record, reps) else { return nil }
        let unit = try reader.unit(record, unit, default: nil)
        return ImportedSet(
            date: try reader.date(record, date, example: "2024-01-02"), exercise: try reader.name(record, lift),
            sets: try reader.sets(record, sets), reps: reps, weight: try reader.weight(record, weight, unit: unit),
            unit: unit, kind: try kind(record, reader), rpe: try reader.rpe(record, rpe),
            group: try group.flatMap { column throws(RowProblem) in try reader.group(record, column) },
            comments: try reader.comments(record, comments),
            source: try source.flatMap { column throws(RowProblem) in try reader.source(record, column) },
            session: try session.flatMap { column throws(RowProblem) in try reader.session(record, column) })
    }

    /// The `kind` cell, or in an older export the `warmup` one.
    private func kind(_ record: CSVRecord, _ reader: RowReader) throws(RowProblem) -> SetKind {
        let cell: SetTypeCell? = if let kind {
            try reader.kind(record, kind, field: "kind", choices: SetKind.allCases.map { ($0.rawValue, .set($0)) })
        } else if let warmup {
            try reader.kind(record, warmup, field: "warmup", choices: [("yes", .set(.warmup)), ("no", .set(.normal))])
        } else {
            nil
        }
        guard case .set(let kind) = cell else { return .normal }
        return kind
    }
}
