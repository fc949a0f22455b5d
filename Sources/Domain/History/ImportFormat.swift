/// The exports the strength-history import reads. `fitbod` covers both the original app's
/// header-less lines ("Oct 11 2020,Back Squat,1,10,45") and Fitbod's own CSV export.
public enum ImportFormat: String, Sendable, CaseIterable {
    case fitbod
    case strong
    case hevy
    case liftinglog

    public var displayName: String {
        switch self {
        case .fitbod: "Fitbod"
        case .strong: "Strong"
        case .hevy: "Hevy"
        case .liftinglog: "Lifting Log"
        }
    }

    /// The format a file's first record shows, by the columns its header names:
    /// Strong's "Exercise Name" and "Set Order"; Hevy's "exercise_title" and "set_type";
    /// Fitbod's "Exercise" and "isWarmup"; our own `WorkoutCSV.header`; or, with no header,
    /// a first field shaped like the original app's "Oct 11 2020".
    static func detect(first record: CSVRecord) -> ImportFormat? {
        let header = HeaderColumns(record)
        if header.contains("exercise name") && header.contains("set order") { return .strong }
        if header.contains("exercise_title") && header.contains("set_type") { return .hevy }
        if header.contains("exercise") && header.contains("iswarmup") { return .fitbod }
        if header.names == LiftingLogLayout.columns { return .liftinglog }
        if FieldValue.namedMonthDate(record.bytes(0)) != nil { return .fitbod }
        return nil
    }

    /// How to read the rows of this format, given the file's first record.
    func layout(first record: CSVRecord, unit: WeightUnit) throws(HistoryImportError) -> any RowLayout {
        var header = HeaderColumns(record)
        switch self {
        case .fitbod where header.contains("iswarmup"): return try ColumnLayout(.fitbod, header: &header, unit: unit)
        case .fitbod: return FitbodLineLayout(unit: unit)
        case .strong: return try ColumnLayout(.strong, header: &header, unit: unit)
        case .hevy: return try ColumnLayout(.hevy, header: &header, unit: unit)
        case .liftinglog: return try LiftingLogLayout(header: &header)
        }
    }
}
