import HTTP
import TestSupport
import XCTest
@testable import App

/// The limits and logging options of `liftinglog serve`: each from its flag and from its
/// variable, refused outside its range, and listed in `--help`.
final class ServeOptionsTests: XCTestCase {
    /// Each limit with a value of its own kind, and where it lands.
    private let examples: [(name: String, value: String, read: (Config) -> Double, expected: Double)] = [
        ("max-body", "50M", { Double($0.server.limits.maxBodyBytes) }, 50 * 1024 * 1024),
        ("max-header-size", "32k", { Double($0.server.limits.maxHeaderBytes) }, 32 * 1024),
        ("max-header-count", "40", { Double($0.server.limits.maxHeaderCount) }, 40),
        ("max-target-length", "2048", { Double($0.server.limits.maxTargetLength) }, 2048),
        ("max-chunk-line", "128", { Double($0.server.limits.maxChunkLineBytes) }, 128),
        ("max-connections", "500", { Double($0.server.maxConnections) }, 500),
        ("header-timeout", "2.5", { $0.server.headerTimeout }, 2.5),
        ("body-timeout", "30", { $0.server.bodyTimeout }, 30),
        ("idle-timeout", "5", { $0.server.idleTimeout }, 5),
        ("write-timeout", "0.5", { $0.server.writeTimeout }, 0.5),
        ("linger-time", "3", { $0.server.lingerTime }, 3),
        ("linger-size", "8M", { Double($0.server.lingerBytes) }, 8 * 1024 * 1024),
        ("linger-timeout", "1.5", { $0.server.lingerTimeout }, 1.5),
        ("shutdown-grace", "0", { $0.server.shutdownGrace }, 0),
        ("event-loops", "37", { Double($0.server.eventLoops) }, 37),
        ("workers", "29", { Double($0.server.workerThreads) }, 29),
        ("worker-queue", "12", { Double($0.server.workerQueueLimit) }, 12),
        ("max-import-previews", "2M", { Double($0.importPreviewLimit ?? -1) }, 2 * 1024 * 1024),
    ]

    func testEveryLimitIsAFlagAndAVariable() throws {
        XCTAssertEqual(Set(examples.map(\.name)), Set(ServeOptions.limits.map(\.name)), "an example for every limit")
        for example in examples {
            let variable = "LIFTINGLOG_" + example.name.uppercased().replacingOccurrences(of: "-", with: "_")
            XCTAssertEqual(example.read(try serveConfig(["--" + example.name, example.value])), example.expected, example.name)
            XCTAssertEqual(example.read(try serveConfig([], [variable: example.value])), example.expected, variable)
            XCTAssertNotEqual(example.read(Config()), example.expected, "\(example.name): the example differs from the default")
        }
    }

    func testTheFlagWinsOverTheVariable() throws {
        let config = try serveConfig(["--max-body", "2K"], ["LIFTINGLOG_MAX_BODY": "4K"])
        XCTAssertEqual(config.server.limits.maxBodyBytes, 2048)
    }

    func testValuesOutsideTheirRangeOrNotNumbersAreRefusedWithTheRange() {
        let cases: [([String], [String: String], String)] = [
            (["--max-body", "5T"], [:], "--max-body must be a size from 1K to 1G (bytes, or with K, M or G as in 50M), not 5T."),
            (["--max-body", "2G"], [:], "--max-body must be a size from 1K to 1G"),
            (["--max-body", "100"], [:], "--max-body must be a size from 1K to 1G"),
            (["--max-body", "-1M"], [:], "--max-body must be a size"),
            (["--max-body", "M"], [:], "--max-body must be a size"),
            (["--max-body", "5ß"], [:], "--max-body must be a size"),
            (["--max-body", "５M"], [:], "--max-body must be a size"),
            (["--max-body", "99999999999999999999K"], [:], "--max-body must be a size"),
            (["--max-body", "9999999999G"], [:], "--max-body must be a size"),
            (["--max-body", "999999999999999999G"], [:], "--max-body must be a size"),
            ([], ["LIFTINGLOG_MAX_BODY": "lots"], "LIFTINGLOG_MAX_BODY must be a size from 1K to 1G"),
            (["--max-connections", "0"], [:], "--max-connections must be a whole number from 1 to 1000000, not 0."),
            (["--max-connections", "+5"], [:], "--max-connections must be a whole number"),
            ([], ["LIFTINGLOG_MAX_CONNECTIONS": "1e6"], "LIFTINGLOG_MAX_CONNECTIONS must be a whole number"),
            (["--workers", "1000"], [:], "--workers must be a whole number from 1 to 256, not 1000."),
            (["--max-import-previews", "2048G"], [:], "--max-import-previews must be a size from 0 to 1024G (bytes, or with K, M or G as in 50M), not 2048G."),
            ([], ["LIFTINGLOG_WORKERS": "two"], "LIFTINGLOG_WORKERS must be a whole number from 1 to 256"),
            (["--header-timeout", "0"], [:], "--header-timeout must be a number of seconds from 0.1 to 3600, not 0."),
            (["--header-timeout", "nan"], [:], "--header-timeout must be a number of seconds"),
            (["--header-timeout", "inf"], [:], "--header-timeout must be a number of seconds"),
            (["--header-timeout", "0x10"], [:], "--header-timeout must be a number of seconds"),
            (["--header-timeout", "1.2.3"], [:], "--header-timeout must be a number of seconds"),
            ([], ["LIFTINGLOG_IDLE_TIMEOUT": "-5"], "LIFTINGLOG_IDLE_TIMEOUT must be a number of seconds from 0.1 to 3600, not -5."),
            (["--idle-timeout"], [:], "--idle-timeout needs a value."),
            (["--log-format", "xml"], [:], "--log-format must be text or json, not xml."),
            ([], ["LIFTINGLOG_ACCESS_LOG": "maybe"], "LIFTINGLOG_ACCESS_LOG must be off or on, not maybe."),
            ([], ["LIFTINGLOG_SECURE_COOKIES": "sure"], "LIFTINGLOG_SECURE_COOKIES must be 1 or 0, not sure."),
            (["--metrics-token", "short"], [:], "--metrics-token must be 16 to 256 visible ASCII characters"),
            ([], ["LIFTINGLOG_METRICS_TOKEN": "has a space in it, sixteen+"], "LIFTINGLOG_METRICS_TOKEN must be 16 to 256 visible ASCII"),
        ]
        assertRefused(cases)
    }

    func testBoundsAreAccepted() throws {
        XCTAssertEqual(try serveConfig(["--max-body", "1G"]).server.limits.maxBodyBytes, 1 << 30)
        XCTAssertEqual(try serveConfig(["--max-body", "1024"]).server.limits.maxBodyBytes, 1024)
        XCTAssertEqual(try serveConfig(["--header-timeout", "0.1"]).server.headerTimeout, 0.1)
        XCTAssertEqual(try serveConfig(["--worker-queue", "100000"]).server.workerQueueLimit, 100_000)
    }

    func testHelpListsEveryOptionWithItsVariableAndItsDefault() {
        let usage = CommandLineOptions.usage
        for option in ServeOptions.all {
            XCTAssertTrue(usage.contains(option.flag), option.flag)
            XCTAssertTrue(usage.contains(option.variable), option.variable)
        }
        for name in ["--max-body", "--max-connections", "--header-timeout", "--idle-timeout", "--workers"] {
            XCTAssertTrue(usage.contains(name), name)
        }
        XCTAssertTrue(usage.contains("(LIFTINGLOG_MAX_BODY, default 1M, from 1K to 1G)"), usage)
        XCTAssertTrue(usage.contains("(LIFTINGLOG_ACCESS_LOG=off)"), usage)
    }

    func testTheAccessLogIsOnUnlessTurnedOffOrTheLevelIsAboveInfo() throws {
        XCTAssertTrue(try serveConfig([]).server.accessLog)
        XCTAssertFalse(try serveConfig(["--no-access-log"]).server.accessLog)
        XCTAssertFalse(try serveConfig([], ["LIFTINGLOG_ACCESS_LOG": "off"]).server.accessLog)
        XCTAssertTrue(try serveConfig([], ["LIFTINGLOG_ACCESS_LOG": "on"]).server.accessLog)
        XCTAssertFalse(try serveConfig(["--log-level", "warning"]).server.accessLog)
        XCTAssertFalse(try serveConfig(["--log-level", "error"], ["LIFTINGLOG_ACCESS_LOG": "on"]).server.accessLog)
        XCTAssertTrue(try serveConfig(["--log-level", "debug"]).server.accessLog)
        XCTAssertEqual(try serveConfig([]).server.accessLogFormat, .text)
        XCTAssertEqual(try serveConfig(["--log-format", "json"]).server.accessLogFormat, .json)
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_LOG_FORMAT": "json"]).server.accessLogFormat, .json)
    }

    func testTheMetricsTokenComesFromTheFlagOrTheVariable() throws {
        XCTAssertNil(try serveConfig([]).metricsToken)
        XCTAssertEqual(try serveConfig(["--metrics-token", "0123456789abcdef"]).metricsToken, "0123456789abcdef")
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_METRICS_TOKEN": "fedcba9876543210"]).metricsToken, "fedcba9876543210")
    }

    func testThePublicURLComesFromTheFlagOrTheVariableAndIsListedInHelp() throws {
        XCTAssertNil(try serveConfig([]).publicURL)
        XCTAssertEqual(try serveConfig(["--public-url", "https://lift.example.org"]).publicURL?.description, "https://lift.example.org")
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_PUBLIC_URL": "HTTP://Lift.Example.org:8080/"]).publicURL?.description,
                       "http://lift.example.org:8080", "the final / dropped, scheme and host lower-cased")
        XCTAssertEqual(try serveConfig(["--public-url", "https://[2001:db8::1]:8443"]).publicURL?.authority, "[2001:db8::1]:8443")
        XCTAssertEqual(try serveConfig(["--public-url", "https://a.example"], ["LIFTINGLOG_PUBLIC_URL": "https://b.example"]).publicURL?.authority,
                       "a.example", "the flag wins")
        XCTAssertTrue(CommandLineOptions.usage.contains("--public-url URL"), CommandLineOptions.usage)
        XCTAssertTrue(CommandLineOptions.usage.contains("(LIFTINGLOG_PUBLIC_URL, default none"), CommandLineOptions.usage)
    }

    func testABadPublicURLIsRefusedWithTheReason() {
        assertRefused([
            (["--public-url", "lift.example.org"], [:], "--public-url must be the site's address, such as https://lift.example.org, but it must start with http:// or https://: lift.example.org"),
            (["--public-url", "ftp://lift.example.org"], [:], "must start with http:// or https://"),
            (["--public-url", "javascript://x"], [:], "must start with http:// or https://"),
            (["--public-url", "https://lift.example.org/log"], [:], "no path, query or fragment"),
            (["--public-url", "https://lift.example.org/?a=1"], [:], "no path, query or fragment"),
            (["--public-url", "https://lift.example.org#top"], [:], "no path, query or fragment"),
            (["--public-url", "https://lift.example.org//"], [:], "no path, query or fragment"),
            (["--public-url", "https://user:pw@lift.example.org"], [:], "must not hold a user name"),
            (["--public-url", "https://"], [:], "its host must be"),
            (["--public-url", "https://lift..example.org"], [:], "its host must be"),
            (["--public-url", "https://-lift.example.org"], [:], "its host must be"),
            (["--public-url", "https://lift example.org"], [:], "its host must be"),
            (["--public-url", "https://lift.example.org\"><script>"], [:], "its host must be"),
            (["--public-url", "https://[nope]"], [:], "its host must be"),
            (["--public-url", "https://[２００１::1]"], [:], "its host must be"),
            (["--public-url", "https://lïft.example.org"], [:], "its host must be"),
            (["--public-url", "https://lift.example.org:0"], [:], "its port must be a number from 1 to 65535"),
            (["--public-url", "https://lift.example.org:65536"], [:], "its port must be"),
            (["--public-url", "https://lift.example.org:"], [:], "its port must be"),
            (["--public-url", "https://lift.example.org:+80"], [:], "its port must be"),
            ([], ["LIFTINGLOG_PUBLIC_URL": "example.org"], "LIFTINGLOG_PUBLIC_URL must be the site's address"),
        ])
    }

    func testTheBinaryRefusesABadPublicURLBeforeServing() throws {
        let folder = TestApp.temporaryFolder()
        defer { TemporaryFolder(existing: folder).remove() }
        let (status, log) = try ServerProcess.run(folder: folder, arguments: ["--public-url", "https://lift.example.org/app"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(log.contains("--public-url must be the site's address"), log)
    }

    func testTheBinaryExitsWithStatus2OnABadLimit() throws {
        let folder = TestApp.temporaryFolder()
        defer { TemporaryFolder(existing: folder).remove() }
        let (status, log) = try ServerProcess.run(folder: folder, arguments: ["--max-connections", "lots"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(log.contains("--max-connections must be a whole number from 1 to 1000000, not lots."), log)
    }
}
