/// Why a whole file could not be imported. A file that can be read never fails as a whole:
/// its bad rows become `RejectedRow`s instead.
public enum HistoryImportError: Error, Sendable, Equatable {
    case empty
    case unrecognised
    case missingColumns(format: ImportFormat, columns: [String])
    /// Every numeric date fits both day/month orders: the lifter must say which.
    case ambiguousDayMonth(example: String)
    /// Most rows were refused for one reason, `example` the first of them.
    case mostRowsRefused(refused: Int, rows: Int, example: RejectedRow)

    public var message: String {
        switch self {
        case .empty:
            "The file is empty. Choose an export file, or paste its lines."
        case .unrecognised:
            "This file is not in a format we know. We read exports from Fitbod (its CSV, or lines like "
                + "\"Oct 11 2020,Back Squat,1,10,45\"), Strong, Hevy, FitNotes, and Lifting Log's own CSV."
        case let .missingColumns(format, columns):
            "This does not look like a \(format.displayName) export: its first line has no "
                + "\(columns.count == 1 ? "column" : "columns") \(columns.joined(separator: ", ")). "
                + "Choose another format, or let us detect it."
        case let .ambiguousDayMonth(example):
            "The dates, such as \(RowProblem.quoted(example)), could be day/month or month/day, and no date in the file "
                + "tells which. Choose the order of the dates and import the file again."
        case let .mostRowsRefused(refused, rows, example):
            "Nothing was imported: \(NumberText.grouped(refused)) of the file's \(NumberText.grouped(rows)) rows were refused "
                + "for the same reason, first \(example). Fix that and import the file again."
        }
    }
}
