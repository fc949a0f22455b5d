/// How much the server writes: `debug` and `info` include the access log.
public enum LogLevel: String, Sendable, CaseIterable, Comparable {
    case debug, info, warning, error

    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
