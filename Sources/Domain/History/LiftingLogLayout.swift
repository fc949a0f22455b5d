/// Lifting Log's own `/workouts/export.csv`, as `WorkoutCSV` writes it: its header, ISO
/// dates, a unit per row, a warm-up column (exports before it had none: every set a working
/// set), the app each entry came from (older exports have none: the entry becomes our own
/// import's), and text guarded against spreadsheet formulas.
struct LiftingLogLayout: RowLayout {
    /// `WorkoutCSV.header`'s columns; the warm-up and source columns came later.
    static let columns = ["date", "lift", "weight", "unit", "reps", "sets", "comments", "warmup", "source"]

    private let header: HeaderColumns
    private let date, lift, weight, unit, reps, sets, comments: Int
    private let warmup, source: Int?
    var formulaGuarded: Bool { true }
    var dateColumn: Int? { date }

    /// True for our export's header, as each version wrote it.
    static func matches(_ header: HeaderColumns) -> Bool {
        header.names == columns || header.names == columns.dropLast() || header.names == columns.dropLast(2)
    }

    init(header: HeaderColumns) throws(HistoryImportError) {
        let columns = try header.require(Self.columns.dropLast(2).map { [$0] }, for: .liftinglog)
        (date, lift, weight, unit, reps, sets) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        comments = columns[6]
        warmup = header.index([Self.columns[7]])
        source = header.index([Self.columns[8]])
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        guard let reps = try reader.reps(record, reps) else { return nil }
        let unit = try reader.unit(record, unit, default: nil)
        let kind = try warmup.map { column throws(RowProblem) in
            try reader.kind(record, column, field: "warmup", choices: [("yes", .warmup), ("no", .working)])
        } ?? .working
        return ImportedSet(
            date: try reader.date(record, date, example: "2024-01-02"), exercise: try reader.name(record, lift),
            sets: try reader.sets(record, sets), reps: reps, weight: try reader.weight(record, weight, unit: unit),
            unit: unit, kind: kind == .warmup ? .warmup : .normal, comments: try reader.comments(record, comments),
            source: try source.flatMap { column throws(RowProblem) in try reader.source(record, column) })
    }
}
