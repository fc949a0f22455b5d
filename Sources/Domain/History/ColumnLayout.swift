/// Reads the rows of a `ColumnFormat`, its columns found by name in the header.
struct ColumnLayout: RowLayout {
    private let columns: ColumnFormat
    private let header: HeaderColumns
    private let date, exercise, kind, weight, reps: Int
    private let unitColumn, notes: Int?
    private let unit: WeightUnit

    /// `unit` is for exports whose rows and header name none.
    init(_ columns: ColumnFormat, header: inout HeaderColumns, unit: WeightUnit) throws(HistoryImportError) {
        let found = try header.require([[columns.date], [columns.exercise], [columns.kind], columns.weights, [columns.reps]],
                                       for: columns.format)
        (date, exercise, kind, weight, reps) = (found[0], found[1], found[2], found[3], found[4])
        unitColumn = columns.unit.flatMap { header.optional($0) }
        notes = header.optional(columns.notes)
        self.unit = header.unit(of: weight) ?? unit
        self.columns = columns
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        let kind = try reader.kind(record, kind, field: columns.kind, choices: columns.kinds)
        guard kind != .notASet, let reps = try reader.reps(record, reps) else { return nil }
        let unit = try reader.unit(record, unitColumn, default: unit)
        let date = columns.namedMonthDates
            ? try reader.namedMonthDate(record, date, example: columns.dateExample)
            : try reader.isoDate(record, date, example: columns.dateExample)
        return ImportedSet(
            date: date, exercise: try reader.name(record, exercise), sets: 1, reps: reps,
            weight: try reader.weight(record, weight, unit: unit), unit: unit, isWarmup: kind == .warmup,
            comments: try reader.comments(record, notes))
    }
}
