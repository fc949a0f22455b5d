/// Reads the rows of a `ColumnFormat`, its columns found by name in the header.
struct ColumnLayout: RowLayout {
    private let columns: ColumnFormat
    private let header: HeaderColumns
    private let date, exercise, weight, reps: Int
    private let kind, unitColumn, notes, sets, multiplier, rpe, superset: Int?
    private let unit: WeightUnit
    let namesItsUnit: Bool

    var dateColumn: Int? { date }

    /// `unit` is for exports whose rows and header name none.
    init(_ columns: ColumnFormat, header: HeaderColumns, unit: WeightUnit) throws(HistoryImportError) {
        let required = [columns.date, columns.exercise] + (columns.kind.isEmpty ? [] : [columns.kind]) + [columns.weights, columns.reps]
        let found = try header.require(required, for: columns.format)
        (date, exercise, weight, reps) = (found[0], found[1], found[found.count - 2], found[found.count - 1])
        kind = columns.kind.isEmpty ? nil : found[2]
        unitColumn = header.index(columns.unit)
        notes = header.index(columns.notes)
        sets = header.index(columns.sets)
        multiplier = header.index(columns.multiplier)
        rpe = header.index(columns.rpe)
        superset = header.index(columns.superset)
        self.unit = header.unit(of: weight) ?? unit
        namesItsUnit = header.unit(of: weight) != nil || unitColumn != nil
        self.columns = columns
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        // A row with no reps is not a set (a rest timer, a timed hold, cardio), whatever its
        // set type says in the app's language.
        guard let reps = try reader.reps(record, reps) else { return nil }
        let cell = try kind.map { column throws(RowProblem) in
            try reader.kind(record, column, field: columns.kind[0], choices: columns.kinds)
        } ?? .set(.normal)
        guard case .set(let kind) = cell else { return nil }
        let unit = try reader.unit(record, unitColumn, default: unit)
        let date = try reader.date(record, date, example: columns.dateExample)
        return ImportedSet(
            date: date, exercise: try reader.name(record, exercise),
            sets: try sets.map { column throws(RowProblem) in try reader.sets(record, column) } ?? 1, reps: reps,
            weight: try reader.weight(record, weight, unit: unit), unit: unit, kind: kind, rpe: try reader.rpe(record, rpe),
            group: try superset.flatMap { column throws(RowProblem) in try reader.superset(record, column, workout: self.date, day: date) },
            comments: try reader.comments(record, notes, multiplier: multiplier))
    }
}
