/// How one format's rows become sets.
protocol RowLayout {
    /// True when the first record is a set, not a header (the original app's lines).
    var firstRecordIsData: Bool { get }
    /// True when text cells carry `WorkoutCSV`'s formula guard.
    var formulaGuarded: Bool { get }
    /// The column of the rows' dates, whose numeric dates decide the file's day/month order.
    var dateColumn: Int? { get }
    /// False when neither a column nor the weight's header names the unit: the import form's
    /// unit is assumed, and the preview says so beside its sample (issue 37).
    var namesItsUnit: Bool { get }

    /// The set a record holds; nil for a row that is not a set.
    func set(from record: CSVRecord, reader: inout RowReader) throws(RowProblem) -> ImportedSet?
}

extension RowLayout {
    var firstRecordIsData: Bool { false }
    var formulaGuarded: Bool { false }
    var dateColumn: Int? { nil }
    var namesItsUnit: Bool { true }
}
