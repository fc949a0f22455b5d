/// Fitbod's own CSV export, one row per set:
/// `Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier`
/// with dates like "2021-12-27 10:02:51 +0000", numbers sometimes space-padded, weights in
/// kilograms to many decimals, and `isWarmup` true or false. Cardio rows have 0 reps.
struct FitbodCSVLayout: RowLayout {
    private let header: HeaderColumns
    private let date, exercise, reps, weight, warmup: Int
    private let note: Int?
    private let unit: WeightUnit

    init(header: inout HeaderColumns) throws(HistoryImportError) {
        let columns = try header.require(
            [["Date"], ["Exercise"], ["Reps"], ["Weight(kg)", "Weight(lbs)", "Weight(lb)"], ["isWarmup"]], for: .fitbod)
        (date, exercise, reps, weight, warmup) = (columns[0], columns[1], columns[2], columns[3], columns[4])
        note = header.optional("Note")
        unit = header.unit(of: weight) ?? .kg
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        guard let reps = try reader.reps(record, reps) else { return nil }
        let isWarmup = try reader.flag(record, warmup, field: "isWarmup", choices: [("true", true), ("false", false)])
        return ImportedSet(
            date: try reader.isoDate(record, date, example: "2021-12-27 10:02:51 +0000"),
            exercise: try reader.name(record, exercise), sets: 1, reps: reps,
            weight: try reader.weight(record, weight, unit: unit), unit: unit, isWarmup: isWarmup,
            comments: try reader.comments(record, note))
    }
}
