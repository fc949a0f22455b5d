/// Why a front-desk export cannot be imported; nothing is stored when there is one. Each
/// problem names the occurrence (its place in the list and its id) and what to fix.
public enum ScheduleImportError: Error, Sendable, Equatable, CustomStringConvertible {
    case notJSON(JSONError)
    case notAnExport(String)
    case tooManyOccurrences(limit: Int)
    case badOccurrences([String])

    public var description: String {
        switch self {
        case .notJSON(let error): "This is not JSON (\(error)). Export the schedule from the front desk again and upload that file."
        case .notAnExport(let what): "This JSON is not a front-desk schedule: \(what)."
        case .tooManyOccurrences(let limit): "The export holds more than \(limit) occurrences. Export a shorter period (a few weeks) and import each part."
        case .badOccurrences(let problems): problems.joined(separator: " ")
        }
    }
}
