/// Hevy's CSV export, one row per set, every field quoted:
/// `"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"`
/// or with `weight_lbs` and `distance_miles` for a user who lifts in pounds. Times are
/// "15 Jan 2023, 08:30"; `set_type` is warmup, normal, failure or dropset.
struct HevyLayout: RowLayout {
    private let header: HeaderColumns
    private let start, exercise, setType, weight, reps: Int
    private let notes: Int?
    private let unit: WeightUnit

    init(header: inout HeaderColumns) throws(HistoryImportError) {
        let columns = try header.require(
            [["start_time"], ["exercise_title"], ["set_type"], ["weight_kg", "weight_lbs"], ["reps"]], for: .hevy)
        (start, exercise, setType, weight, reps) = (columns[0], columns[1], columns[2], columns[3], columns[4])
        notes = header.optional("exercise_notes")
        unit = header.unit(of: weight) ?? .kg
        self.header = header
    }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        try header.check(record)
        guard let reps = try reader.reps(record, reps) else { return nil }
        let isWarmup = try reader.flag(record, setType, field: "set type",
                                       choices: [("warmup", true), ("normal", false), ("failure", false), ("dropset", false)])
        return ImportedSet(
            date: try reader.namedMonthDate(record, start, example: "15 Jan 2023, 08:30"),
            exercise: try reader.name(record, exercise), sets: 1, reps: reps,
            weight: try reader.weight(record, weight, unit: unit), unit: unit, isWarmup: isWarmup,
            comments: try reader.comments(record, notes))
    }
}
