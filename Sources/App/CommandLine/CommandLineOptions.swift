import Domain

/// What the `liftinglog` command was asked to do.
public enum Command: Sendable {
    case serve(Config)
    case help
    case setRole(Config, email: String, role: UserRole)
    case resetPassword(Config, email: String)
    case addUser(Config, email: String, firstName: String, lastName: String, birthDate: String)
    case backup(Config, file: String, force: Bool)
    case restore(Config, file: String)
}

/// A command line that cannot be run, with the reason and a hint.
public struct CommandLineError: Error, Sendable, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { "\(message)\nRun `liftinglog --help` for the options." }
}

/// Reads flags and `LIFTINGLOG_*` environment variables; flags win over the environment.
public enum CommandLineOptions {
    public static let usage = """
        Lifting Log: a self-hosted workout log.

        Usage:
          liftinglog [serve] [options]           start the web server (the default)
          liftinglog user set-role EMAIL staff|lifter
          liftinglog user reset-password EMAIL   print a new one-time password
          liftinglog user add EMAIL FIRST_NAME LAST_NAME BIRTH_DATE
                                                 create an account; prints its one-time password
          liftinglog backup FILE [--force]       copy the database, live, to FILE (checked; --force
                                                 replaces an existing FILE)
          liftinglog restore FILE                put the backup FILE in place of the database; the
                                                 server must be stopped; the old file is kept
          liftinglog --help

        Options (environment variable in brackets):
          --host HOST         address to listen on (LIFTINGLOG_HOST, default 127.0.0.1)
          --port PORT         port to listen on (LIFTINGLOG_PORT, default 8080)
          --db PATH           SQLite database file (LIFTINGLOG_DB, default ./data/liftinglog.sqlite)
          --log-level LEVEL   debug, info, warning or error (LIFTINGLOG_LOG_LEVEL, default info)
          --resources DIR     folder holding Views/ and Public/ (LIFTINGLOG_RESOURCES, default .)
          --secure-cookies    mark cookies Secure; use behind HTTPS (LIFTINGLOG_SECURE_COOKIES=1)
          --trust-proxy       trust X-Forwarded-For/-Proto from a reverse proxy (LIFTINGLOG_TRUST_PROXY=1)
          --signup open|closed  who may create accounts: anyone, or only `liftinglog user add`
                              (LIFTINGLOG_SIGNUP, default open)
          --timezone NAME     the gym's time zone, an IANA name such as America/Los_Angeles
                              (LIFTINGLOG_TIMEZONE, default the machine's zone)
          --no-supervisor     serve in this one process, not restarted if it crashes
                              (LIFTINGLOG_NO_SUPERVISOR=1)
          --backup-dir DIR    back up daily at 03:30 (--timezone) into DIR as
                              liftinglog-YYYY-MM-DD.sqlite, keeping 7 daily and 4 weekly copies
                              (LIFTINGLOG_BACKUP_DIR)
        """

    public static func parse(_ arguments: [String], environment: [String: String]) throws(CommandLineError) -> Command {
        var config = Config()
        try apply(environment: environment, to: &config)
        var words: [String] = []
        var force = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--help", "-h":
                return .help
            case "--secure-cookies":
                config.secureCookies = true
            case "--trust-proxy":
                config.trustProxy = true
            case "--no-supervisor":
                config.supervised = false
            case "--force":
                force = true
            case "--host", "--port", "--db", "--log-level", "--resources", "--signup", "--timezone", "--backup-dir":
                guard index < arguments.count else { throw CommandLineError(message: "\(argument) needs a value.") }
                try set(String(argument.dropFirst(2)), arguments[index], on: &config, source: argument)
                index += 1
            default:
                if argument.hasPrefix("-") { throw CommandLineError(message: "Unknown option \(argument).") }
                words.append(argument)
            }
        }
        return try command(words, config: config, force: force)
    }

    private static func command(_ words: [String], config: Config, force: Bool) throws(CommandLineError) -> Command {
        guard !force || words.first == "backup" else { throw CommandLineError(message: "--force goes only with backup.") }
        switch words.first {
        case nil:
            return .serve(config)
        case "serve" where words.count == 1:
            return .serve(config)
        case "user" where words.count == 4 && words[1] == "set-role":
            guard let role = UserRole(rawValue: words[3]) else {
                throw CommandLineError(message: "The role must be staff or lifter, not \(words[3]).")
            }
            return .setRole(config, email: words[2], role: role)
        case "user" where words.count == 3 && words[1] == "reset-password":
            return .resetPassword(config, email: words[2])
        case "user" where words.count == 6 && words[1] == "add":
            return .addUser(config, email: words[2], firstName: words[3], lastName: words[4], birthDate: words[5])
        case "backup" where words.count == 2:
            return .backup(config, file: words[1], force: force)
        case "restore" where words.count == 2:
            return .restore(config, file: words[1])
        default:
            throw CommandLineError(message: "Unknown command: \(words.joined(separator: " ")).")
        }
    }

    private static func apply(environment: [String: String], to config: inout Config) throws(CommandLineError) {
        config.timeZone = TimeZoneDatabase(directory: config.timeZoneDirectory).systemZoneName(environment: environment)
        for key in ["host", "port", "db", "log-level", "resources", "signup", "timezone", "backup-dir"] {
            let variable = "LIFTINGLOG_" + String(key.uppercased().map { $0 == "-" ? "_" : $0 })
            if let value = environment[variable], !value.isEmpty {
                try set(key, value, on: &config, source: variable)
            }
        }
        let isOn = { (variable: String) in ["1", "true", "yes"].contains(environment[variable] ?? "") }
        config.secureCookies = isOn("LIFTINGLOG_SECURE_COOKIES")
        config.trustProxy = isOn("LIFTINGLOG_TRUST_PROXY")
        config.supervised = !isOn("LIFTINGLOG_NO_SUPERVISOR")
    }

    private static func set(_ key: String, _ value: String, on config: inout Config, source: String) throws(CommandLineError) {
        switch key {
        case "host":
            config.server.host = value
        case "port":
            guard let port = UInt16(value) else {
                throw CommandLineError(message: "\(source) must be a port number from 0 to 65535, not \(value).")
            }
            config.server.port = port
        case "db":
            config.databasePath = value
        case "log-level":
            guard let level = LogLevel(rawValue: value) else {
                throw CommandLineError(message: "\(source) must be debug, info, warning or error, not \(value).")
            }
            config.logLevel = level
            config.server.accessLog = level <= .info
        case "signup":
            guard let policy = SignupPolicy(rawValue: value) else {
                throw CommandLineError(message: "\(source) must be open or closed, not \(value).")
            }
            config.signup = policy
        case "timezone":
            // Checked here so a mistyped zone stops `liftinglog` before anything starts.
            do {
                _ = try TimeZoneDatabase(directory: config.timeZoneDirectory).rules(named: value)
            } catch {
                throw CommandLineError(message: "\(source): \(error)")
            }
            config.timeZone = value
        case "backup-dir":
            config.backupDirectory = value
        default:
            config.resourcesDirectory = value
        }
    }
}
