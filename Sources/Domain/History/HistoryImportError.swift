/// Why a whole file could not be imported. A file that can be read never fails as a whole:
/// its bad rows become `RejectedRow`s instead.
public enum HistoryImportError: Error, Sendable, Equatable {
    case empty
    case unrecognised
    case missingColumns(format: ImportFormat, columns: [String])

    public var message: String {
        switch self {
        case .empty:
            "The file is empty. Choose an export file, or paste its lines."
        case .unrecognised:
            "This file is not in a format we know. We read exports from Fitbod (its CSV, or lines like "
                + "\"Oct 11 2020,Back Squat,1,10,45\"), Strong, Hevy, and Lifting Log's own CSV."
        case let .missingColumns(format, columns):
            "This does not look like a \(format.displayName) export: its first line has no "
                + "\(columns.count == 1 ? "column" : "columns") \(columns.joined(separator: ", ")). "
                + "Choose another format, or let us detect it."
        }
    }
}
