/// The original app's lines: `Oct 11 2020,Back Squat,1,10,45`, that is date, exercise,
/// sets, reps and weight, with no header, no quoting and no unit (the user says which).
struct FitbodLineLayout: RowLayout {
    let unit: WeightUnit
    var firstRecordIsData: Bool { true }
    var namesItsUnit: Bool { false }

    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet? {
        guard record.count == 5 else { throw .fieldCount(expected: 5, found: record.count) }
        let date = try reader.date(record, 0, example: "Oct 11 2020")
        let exercise = try reader.name(record, 1)
        let sets = try reader.sets(record, 2)
        guard let reps = try reader.reps(record, 3) else { return nil }
        let weight = try reader.weight(record, 4, unit: unit)
        return ImportedSet(date: date, exercise: exercise, sets: sets, reps: reps, weight: weight, unit: unit)
    }
}
