import Domain

/// A time zone name that cannot be used, in words an operator or a lifter can act on.
public enum TimeZoneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Not shaped like an IANA name, so it was never looked up on disk.
    case invalidName(String)
    /// No such zone file in the folder.
    case unknown(String, directory: String)
    case unreadable(String, reason: String)
    case damaged(String, TimeZoneRulesError)

    public var description: String {
        switch self {
        case .invalidName(let name):
            "\"\(name)\" is not a time zone name. Use an IANA name in the form America/Los_Angeles."
        case .unknown(let name, let directory):
            "Unknown time zone \"\(name)\". Use an IANA name in the form America/Los_Angeles, one of the files under \(directory) (install the tzdata package if that folder is missing)."
        case .unreadable(let name, let reason):
            "Cannot read the time zone \"\(name)\": \(reason)."
        case .damaged(let name, let error):
            "Cannot use the time zone \"\(name)\": \(error)."
        }
    }
}
