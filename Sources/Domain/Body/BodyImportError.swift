/// Why an upload to `/body/import` stores nothing, worded for the person holding the file.
public enum BodyImportError: Error, Sendable, Equatable {
    case empty
    case unknownFormat
    case tooBig(limit: Int)
    case archive(ArchiveError)
    /// A zip without an Apple Health `export.xml` in it.
    case noHealthExport
    case notJSON(String)
    case xml(String)
    /// Read whole, with no weigh-in or measurement in it.
    case nothingFound(BodyImportFormat)

    public var message: String {
        switch self {
        case .empty: "The file is empty. Choose the export file from your scale's or phone's app."
        case .unknownFormat:
            "This file is not one this page reads: choose Withings' weight.csv, a Fitbit weight-….json, a Garmin Connect weight CSV, or Apple Health's export.zip or export.xml."
        case .tooBig(let limit): "The file is larger than \(NumberText.grouped(limit >> 20)) MB, more than any of these exports holds."
        case .archive(let error): "The zip file cannot be read: \(error.message)."
        case .noHealthExport: "The zip file holds no Apple Health export.xml. Upload the export.zip the Health app made, as it is."
        case .notJSON(let detail): "The Fitbit file is not valid JSON: \(detail)."
        case .xml(let detail): "The Apple Health export cannot be read: \(detail)."
        case .nothingFound(.appleHealth): "There are no weigh-ins in this export (nor body fat or waist measurements): nothing was imported."
        case .nothingFound(let format): "There are no weigh-ins in this \(format.displayName) file: nothing was imported."
        }
    }
}
