/// Lifting Log's own `/workouts/export.csv`, as `WorkoutCSV` writes it: its header, ISO
/// dates, a unit per row, and text guarded against spreadsheet formulas.
struct LiftingLogLayout: RowLayout {
    /// `WorkoutCSV.header`'s columns.
    static let columns = ["date", "lift", "weight", "unit", "reps", "sets", "comments"]

    private let header: HeaderColumns
    private let date, lift, weight, unit, reps, sets, comments: Int
    var formulaGuarded: Bool { true }

    init(header: inout HeaderColumns) throws(HistoryImportError) {
        let columns = try header.require(Self.columns.map { [$0] }, for: .liftinglog)
        (date, lift, weight, unit, reps, sets) = (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5])
        comments = columns[6]
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        guard let reps = try reader.reps(record, reps) else { return nil }
        let unit = try reader.unit(record, unit, default: nil)
        return ImportedSet(
            date: try reader.isoDate(record, date, example: "2024-01-02"), exercise: try reader.name(record, lift),
            sets: try reader.sets(record, sets), reps: reps, weight: try reader.weight(record, weight, unit: unit),
            unit: unit, comments: try reader.comments(record, comments))
    }
}
