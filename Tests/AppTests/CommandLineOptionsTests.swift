import XCTest
@testable import App

final class CommandLineOptionsTests: XCTestCase {
    func testDefaults() throws {
        let config = try serveConfig([])
        XCTAssertEqual(config.server.host, "127.0.0.1")
        XCTAssertEqual(config.server.port, 8080)
        XCTAssertEqual(config.databasePath, "./data/liftinglog.sqlite")
        XCTAssertEqual(config.logLevel, .info)
    }

    func testEnvironmentAndFlagsWin() throws {
        let environment = ["LIFTINGLOG_HOST": "0.0.0.0", "LIFTINGLOG_PORT": "9000", "LIFTINGLOG_DB": "/tmp/a.sqlite", "LIFTINGLOG_LOG_LEVEL": "warning"]
        let fromEnvironment = try serveConfig([], environment)
        XCTAssertEqual(fromEnvironment.server.host, "0.0.0.0")
        XCTAssertEqual(fromEnvironment.server.port, 9000)
        XCTAssertEqual(fromEnvironment.databasePath, "/tmp/a.sqlite")
        XCTAssertEqual(fromEnvironment.logLevel, .warning)
        XCTAssertFalse(fromEnvironment.server.accessLog)
        let flagged = try serveConfig(["serve", "--port", "7000", "--db", "/tmp/b.sqlite", "--log-level", "debug"], environment)
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
            (["--signups-per-hour", "0"], [:], "--signups-per-hour must be a whole number from 1 to 100000, not 0"),
            ([], ["LIFTINGLOG_SIGNUPS_PER_HOUR": "-5"], "LIFTINGLOG_SIGNUPS_PER_HOUR must be a whole number from 1 to 100000, not -5"),
            (["user", "add", "a@example.com", "Ada"], [:], "Unknown command: user add a@example.com Ada"),
            ([], ["LIFTINGLOG_PORT": "x"], "LIFTINGLOG_PORT must be a port number"),
            (["--timezone", "Mars/Olympus_Mons"], [:], "--timezone: Unknown time zone \"Mars/Olympus_Mons\". Use an IANA name in the form America/Los_Angeles"),
            (["--timezone", "../etc/passwd"], [:], "--timezone: \"../etc/passwd\" is not a time zone name"),
            ([], ["LIFTINGLOG_TIMEZONE": "Pacific/Atlantis"], "LIFTINGLOG_TIMEZONE: Unknown time zone \"Pacific/Atlantis\""),
        ]
        assertRefused(cases)
    }

    func testSignupPolicyAndUserAdd() throws {
        XCTAssertEqual(try serveConfig([]).signup, .open)
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_SIGNUP": "closed"]).signup, .closed)
        XCTAssertEqual(try serveConfig(["--signup", "open"], ["LIFTINGLOG_SIGNUP": "closed"]).signup, .open)
        XCTAssertEqual(try serveConfig([]).signupsPerHour, 10)
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_SIGNUPS_PER_HOUR": "3"]).signupsPerHour, 3)
        XCTAssertEqual(try serveConfig(["--signups-per-hour", "250"], ["LIFTINGLOG_SIGNUPS_PER_HOUR": "3"]).signupsPerHour, 250)
        guard case .addUser(_, let email, let first, let last, let birth) = try CommandLineOptions.parse(
            ["user", "add", "ada@example.com", "Ada", "Lovelace", "1990-12-10"], environment: [:]) else { return XCTFail("expected user add") }
        XCTAssertEqual([email, first, last, birth], ["ada@example.com", "Ada", "Lovelace", "1990-12-10"])
    }

    func testTheSupervisorIsOnUnlessTurnedOff() throws {
        XCTAssertTrue(try serveConfig([]).supervised)
        XCTAssertFalse(try serveConfig(["serve", "--no-supervisor"]).supervised)
        XCTAssertFalse(try serveConfig([], ["LIFTINGLOG_NO_SUPERVISOR": "1"]).supervised)
        XCTAssertTrue(try serveConfig([], ["LIFTINGLOG_NO_SUPERVISOR": "0"]).supervised)
        XCTAssertTrue(CommandLineOptions.usage.contains("--no-supervisor"))
    }

    func testTimeZoneFromFlagEnvironmentOrTheMachine() throws {
        XCTAssertEqual(try serveConfig(["--timezone", "America/Los_Angeles"]).timeZone, "America/Los_Angeles")
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_TIMEZONE": "Europe/London"]).timeZone, "Europe/London")
        XCTAssertEqual(try serveConfig(["--timezone", "Asia/Kolkata"], ["LIFTINGLOG_TIMEZONE": "Europe/London"]).timeZone, "Asia/Kolkata")
        XCTAssertEqual(try serveConfig([], ["TZ": "Australia/Lord_Howe"]).timeZone, "Australia/Lord_Howe")
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
        XCTAssertNil(try serveConfig([]).backupDirectory)
        XCTAssertEqual(try serveConfig([], ["LIFTINGLOG_BACKUP_DIR": "/srv/env"]).backupDirectory, "/srv/env")
        XCTAssertEqual(try serveConfig(["--backup-dir", "/srv/flag"], ["LIFTINGLOG_BACKUP_DIR": "/srv/env"]).backupDirectory, "/srv/flag")
        XCTAssertTrue(CommandLineOptions.usage.contains("liftinglog backup FILE [--force]"))
        XCTAssertTrue(CommandLineOptions.usage.contains("--backup-dir DIR"))
    }
}
