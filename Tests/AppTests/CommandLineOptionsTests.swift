import XCTest
@testable import App

final class CommandLineOptionsTests: XCTestCase {
    private func serve(_ arguments: [String], _ environment: [String: String] = [:]) throws -> Config {
        guard case .serve(let config) = try CommandLineOptions.parse(arguments, environment: environment) else {
            throw XCTSkip("not a serve command")
        }
        return config
    }

    func testDefaults() throws {
        let config = try serve([])
        XCTAssertEqual(config.server.host, "127.0.0.1")
        XCTAssertEqual(config.server.port, 8080)
        XCTAssertEqual(config.databasePath, "./data/liftinglog.sqlite")
        XCTAssertEqual(config.logLevel, .info)
    }

    func testEnvironmentAndFlagsWin() throws {
        let environment = ["LIFTINGLOG_HOST": "0.0.0.0", "LIFTINGLOG_PORT": "9000", "LIFTINGLOG_DB": "/tmp/a.sqlite", "LIFTINGLOG_LOG_LEVEL": "warning"]
        let fromEnvironment = try serve([], environment)
        XCTAssertEqual(fromEnvironment.server.host, "0.0.0.0")
        XCTAssertEqual(fromEnvironment.server.port, 9000)
        XCTAssertEqual(fromEnvironment.databasePath, "/tmp/a.sqlite")
        XCTAssertEqual(fromEnvironment.logLevel, .warning)
        XCTAssertFalse(fromEnvironment.server.accessLog)
        let flagged = try serve(["serve", "--port", "7000", "--db", "/tmp/b.sqlite", "--log-level", "debug"], environment)
        XCTAssertEqual(flagged.server.port, 7000)
        XCTAssertEqual(flagged.databasePath, "/tmp/b.sqlite")
        XCTAssertEqual(flagged.logLevel, .debug)
        XCTAssertEqual(flagged.server.host, "0.0.0.0")
    }

    func testHelp() throws {
        guard case .help = try CommandLineOptions.parse(["--help"], environment: [:]) else { return XCTFail("expected help") }
        XCTAssertTrue(CommandLineOptions.usage.contains("--db PATH"))
        XCTAssertTrue(CommandLineOptions.usage.contains("--timezone NAME"))
    }

    func testBadInputIsRejectedWithAReason() {
        let cases: [([String], [String: String], String)] = [
            (["--port", "http"], [:], "--port must be a port number"),
            (["--port", "70000"], [:], "--port must be a port number"),
            (["--port"], [:], "--port needs a value"),
            (["--verbose"], [:], "Unknown option --verbose"),
            (["launch"], [:], "Unknown command: launch"),
            (["--log-level", "loud"], [:], "--log-level must be debug, info, warning or error"),
            (["--signup", "invite"], [:], "--signup must be open or closed, not invite"),
            ([], ["LIFTINGLOG_SIGNUP": "maybe"], "LIFTINGLOG_SIGNUP must be open or closed"),
            (["user", "add", "a@example.com", "Ada"], [:], "Unknown command: user add a@example.com Ada"),
            ([], ["LIFTINGLOG_PORT": "x"], "LIFTINGLOG_PORT must be a port number"),
            (["--timezone", "Mars/Olympus_Mons"], [:], "--timezone: Unknown time zone \"Mars/Olympus_Mons\". Use an IANA name in the form America/Los_Angeles"),
            (["--timezone", "../etc/passwd"], [:], "--timezone: \"../etc/passwd\" is not a time zone name"),
            ([], ["LIFTINGLOG_TIMEZONE": "Pacific/Atlantis"], "LIFTINGLOG_TIMEZONE: Unknown time zone \"Pacific/Atlantis\""),
        ]
        for (arguments, environment, expected) in cases {
            XCTAssertThrowsError(try CommandLineOptions.parse(arguments, environment: environment)) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(arguments): \(error)")
            }
        }
    }

    func testSignupPolicyAndUserAdd() throws {
        XCTAssertEqual(try serve([]).signup, .open)
        XCTAssertEqual(try serve([], ["LIFTINGLOG_SIGNUP": "closed"]).signup, .closed)
        XCTAssertEqual(try serve(["--signup", "open"], ["LIFTINGLOG_SIGNUP": "closed"]).signup, .open)
        guard case .addUser(_, let email, let first, let last, let birth) = try CommandLineOptions.parse(
            ["user", "add", "ada@example.com", "Ada", "Lovelace", "1990-12-10"], environment: [:]) else { return XCTFail("expected user add") }
        XCTAssertEqual([email, first, last, birth], ["ada@example.com", "Ada", "Lovelace", "1990-12-10"])
    }

    func testTheSupervisorIsOnUnlessTurnedOff() throws {
        XCTAssertTrue(try serve([]).supervised)
        XCTAssertFalse(try serve(["serve", "--no-supervisor"]).supervised)
        XCTAssertFalse(try serve([], ["LIFTINGLOG_NO_SUPERVISOR": "1"]).supervised)
        XCTAssertTrue(try serve([], ["LIFTINGLOG_NO_SUPERVISOR": "0"]).supervised)
        XCTAssertTrue(CommandLineOptions.usage.contains("--no-supervisor"))
    }

    func testTimeZoneFromFlagEnvironmentOrTheMachine() throws {
        XCTAssertEqual(try serve(["--timezone", "America/Los_Angeles"]).timeZone, "America/Los_Angeles")
        XCTAssertEqual(try serve([], ["LIFTINGLOG_TIMEZONE": "Europe/London"]).timeZone, "Europe/London")
        XCTAssertEqual(try serve(["--timezone", "Asia/Kolkata"], ["LIFTINGLOG_TIMEZONE": "Europe/London"]).timeZone, "Asia/Kolkata")
        XCTAssertEqual(try serve([], ["TZ": "Australia/Lord_Howe"]).timeZone, "Australia/Lord_Howe")
        XCTAssertEqual(Config().timeZone, "UTC")
    }

    func testBackupRestoreAndTheBackupFolder() throws {
        guard case .backup(let config, let file, let force) = try CommandLineOptions.parse(
            ["backup", "/srv/copy.sqlite", "--force", "--db", "/srv/live.sqlite"], environment: [:]) else { return XCTFail("expected backup") }
        XCTAssertEqual([config.databasePath, file], ["/srv/live.sqlite", "/srv/copy.sqlite"])
        XCTAssertTrue(force)
        guard case .backup(_, _, false) = try CommandLineOptions.parse(["backup", "copy.sqlite"], environment: [:]) else {
            return XCTFail("expected backup without --force")
        }
        guard case .restore(let restoring, "copy.sqlite") = try CommandLineOptions.parse(["restore", "copy.sqlite"], environment: ["LIFTINGLOG_DB": "/srv/live.sqlite"]) else {
            return XCTFail("expected restore")
        }
        XCTAssertEqual(restoring.databasePath, "/srv/live.sqlite")
        XCTAssertThrowsError(try CommandLineOptions.parse(["restore", "copy.sqlite", "--force"], environment: [:])) { error in
            XCTAssertEqual((error as? CommandLineError)?.message, "--force goes only with backup.")
        }
        XCTAssertThrowsError(try CommandLineOptions.parse(["backup"], environment: [:]))
        XCTAssertNil(try serve([]).backupDirectory)
        XCTAssertEqual(try serve([], ["LIFTINGLOG_BACKUP_DIR": "/srv/env"]).backupDirectory, "/srv/env")
        XCTAssertEqual(try serve(["--backup-dir", "/srv/flag"], ["LIFTINGLOG_BACKUP_DIR": "/srv/env"]).backupDirectory, "/srv/flag")
        XCTAssertTrue(CommandLineOptions.usage.contains("liftinglog backup FILE [--force]"))
        XCTAssertTrue(CommandLineOptions.usage.contains("--backup-dir DIR"))
    }
}
