import HTTP
import Pages

/// TEST ONLY: a page that crashes the server process the way a Swift trap does, so that the
/// tests of the crash quarantine run the real supervised binary against a real crash. The
/// route exists only when the environment holds `LIFTINGLOG_TEST_ONLY_CRASH_ROUTE=1` at start:
/// off by default, in no `--help`, never set by a deployment; without it there is no such page.
public enum CrashRoute {
    static let variable = "LIFTINGLOG_TEST_ONLY_CRASH_ROUTE"
    /// Any text in place of `:kind`, so that a test can crash with requests that differ;
    /// `overflow` overflows the thread's stack, as unbounded recursion would, instead of trapping.
    static let path = "/test-only/crash/:kind"

    public static func isEnabled(environment: [String: String]) -> Bool {
        environment[variable] == "1"
    }

    /// A page like the others (it reads the session first), then the crash.
    @Sendable static func crash(_ visit: Visit) -> Response {
        if visit.request.parameters["kind"] == "overflow" { _ = recurse(0) }
        fatalError("\(path) crashes the server process on purpose (\(variable)=1, for tests only)")
    }

    /// Never returns: each call keeps a frame in memory (its address is taken) and adds to the
    /// next one's result, so no optimizer turns it into a loop.
    @inline(never) private static func recurse(_ depth: Int) -> Int {
        var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
        return withUnsafeMutableBytes(of: &frame) { recurse(depth + 1) &+ Int($0[0]) }
    }
}
