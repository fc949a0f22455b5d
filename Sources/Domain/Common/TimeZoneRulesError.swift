/// Why bytes could not be read as time zone rules. The file comes from disk but is treated as
/// untrusted, so every problem is one of these instead of a crash.
public enum TimeZoneRulesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first four bytes are not `TZif` (RFC 8536 §3.1).
    case notTZif
    /// The bytes end before the part named.
    case truncated(section: String)
    /// A count, index or value breaks a rule of RFC 8536 §3.
    case invalid(String)
    /// The POSIX TZ string in the footer (RFC 8536 §3.3) cannot be read.
    case badFooter(String, reason: String)

    public var description: String {
        switch self {
        case .notTZif:
            "not a TZif time zone file (it does not start with \"TZif\")"
        case .truncated(let section):
            "the TZif file ends inside its \(section); it may be cut short, reinstall tzdata"
        case .invalid(let detail):
            "the TZif file is damaged: \(detail)"
        case .badFooter(let footer, let reason):
            "the TZ rule \"\(footer)\" at the end of the TZif file cannot be read: \(reason)"
        }
    }
}
