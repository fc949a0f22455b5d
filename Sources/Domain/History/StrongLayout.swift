/// Strong's CSV export, one row per set, in either of its two layouts:
/// `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`
/// (no unit: the user says which) and
/// `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration`
/// (semicolons, decimal commas in some locales, a unit per row). Dates are
/// "2023-01-15 08:30:00". `Set Order` is the set's number, or W (warm-up), D (drop set),
/// F (to failure), or "Rest Timer" on rows that record a rest and are not sets.
struct StrongLayout: RowLayout {
    private let header: HeaderColumns
    private let date, exercise, setOrder, weight, reps: Int
    private let weightUnit, notes: Int?
    private let unit: WeightUnit

    init(header: inout HeaderColumns, unit: WeightUnit) throws(HistoryImportError) {
        let columns = try header.require(
            [["Date"], ["Exercise Name"], ["Set Order"], ["Weight", "Weight (kg)", "Weight (lbs)"], ["Reps"]], for: .strong)
        (date, exercise, setOrder, weight, reps) = (columns[0], columns[1], columns[2], columns[3], columns[4])
        weightUnit = header.optional("Weight Unit")
        notes = header.optional("Notes")
        self.unit = header.unit(of: weight) ?? unit
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        if FieldValue.matches(record.bytes(setOrder), "Rest Timer") { return nil }
        guard let reps = try reader.reps(record, reps) else { return nil }
        let isWarmup = try warmup(record, reader: reader)
        let unit = try reader.unit(record, weightUnit, default: unit)
        return ImportedSet(
            date: try reader.isoDate(record, date, example: "2023-01-15 08:30:00"),
            exercise: try reader.name(record, exercise), sets: 1, reps: reps,
            weight: try reader.weight(record, weight, unit: unit), unit: unit, isWarmup: isWarmup,
            comments: try reader.comments(record, notes))
    }

    private func warmup(_ record: CSVRecord, reader: RowReader) throws(RowProblem) -> Bool {
        if FieldValue.wholeNumber(record.bytes(setOrder), decimalComma: false) != nil { return false }
        return try reader.flag(record, setOrder, field: "set order", choices: [("W", true), ("D", false), ("F", false)],
                               allowsEmpty: false, expected: "a number, W, D, F or Rest Timer")
    }
}
