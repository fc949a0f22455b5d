import HTTP

/// TEST ONLY: a page that crashes the server process the way a Swift trap does, so that the
/// tests of the crash quarantine run the real supervised binary against a real crash. The
/// route exists only when the environment holds `LIFTINGLOG_TEST_ONLY_CRASH_ROUTE=1` at start:
/// off by default, in no `--help`, never set by a deployment; without it there is no such page.
public enum CrashRoute {
    static let variable = "LIFTINGLOG_TEST_ONLY_CRASH_ROUTE"
    /// Any number in place of `:number`, so that a test can crash with requests that differ.
    static let path = "/test-only/crash/:number"

    public static func isEnabled(environment: [String: String]) -> Bool {
        environment[variable] == "1"
    }

    /// A page like the others (it reads the session first), then a trap.
    @Sendable static func crash(_ visit: Visit) -> Response {
        fatalError("\(path) crashes the server process on purpose (\(variable)=1, for tests only)")
    }
}
