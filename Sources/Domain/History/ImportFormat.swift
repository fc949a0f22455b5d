/// The exports the strength-history import reads. `fitbod` covers both the original app's
/// header-less lines ("Oct 11 2020,Back Squat,1,10,45") and Fitbod's own CSV exports.
public enum ImportFormat: String, Sendable, CaseIterable {
    case fitbod
    case strong
    case hevy
    case fitnotes
    case liftinglog

    public var displayName: String {
        switch self {
        case .fitbod: "Fitbod"
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .fitnotes: "FitNotes"
        case .liftinglog: "Lifting Log"
        }
    }

    /// The format a file's first record shows, by what its header's columns mean: Strong's
    /// exercise name and set order in any of its languages; Hevy's "exercise_title" and
    /// "set_type"; Fitbod's "Exercise" and "isWarmup"; FitNotes' "Exercise" and "Category";
    /// our own `WorkoutCSV.header`; or, with no header, a first field shaped like the original
    /// app's "Oct 11 2020".
    static func detect(first record: CSVRecord) -> ImportFormat? {
        let header = HeaderColumns(record)
        if header.contains(any: ColumnFormat.strong.exercise) && header.contains(any: ColumnFormat.strong.kind) { return .strong }
        if header.contains("exercise_title") && header.contains("set_type") { return .hevy }
        if header.contains("exercise") && header.contains("iswarmup") { return .fitbod }
        if header.contains("exercise") && header.contains("category") && header.contains("reps") { return .fitnotes }
        if LiftingLogLayout.matches(header) { return .liftinglog }
        if FieldValue.namedMonthDate(record.bytes(0)) != nil { return .fitbod }
        return nil
    }

    /// How to read the rows of this format, given the file's first record.
    func layout(first record: CSVRecord, unit: WeightUnit) throws(HistoryImportError) -> any RowLayout {
        let header = HeaderColumns(record)
        switch self {
        case .fitbod where header.contains("iswarmup"): return try ColumnLayout(.fitbod, header: header, unit: unit)
        case .fitbod: return FitbodLineLayout(unit: unit)
        case .strong: return try ColumnLayout(.strong, header: header, unit: unit)
        case .hevy: return try ColumnLayout(.hevy, header: header, unit: unit)
        case .fitnotes: return try ColumnLayout(.fitnotes, header: header, unit: unit)
        case .liftinglog: return try LiftingLogLayout(header: header)
        }
    }
}
