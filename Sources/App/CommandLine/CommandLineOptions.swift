import Domain

/// What the `liftinglog` command was asked to do.
public enum Command: Sendable {
    case serve(Config)
    case help
    case setRole(Config, email: String, role: UserRole)
    case resetPassword(Config, email: String)
    case resetTwoFactor(Config, email: String)
    case addUser(Config, email: String, firstName: String, lastName: String, birthDate: String)
    case backup(Config, file: String, force: Bool)
    case restore(Config, file: String)
    case routes(Config)
}

/// A command line that cannot be run, with the reason and a hint.
public struct CommandLineError: Error, Sendable, CustomStringConvertible, Equatable {
    public let message: String
    public var description: String { "\(message)\nRun `liftinglog --help` for the options." }
}

/// Reads flags and `LIFTINGLOG_*` environment variables; flags win over the environment.
/// The options themselves are listed in `ServeOptions`.
public enum CommandLineOptions {
    public static let usage = """
        Lifting Log: a self-hosted workout log.

        Usage:
          liftinglog [serve] [options]           start the web server (the default)
          liftinglog user set-role EMAIL staff|lifter
          liftinglog user reset-password EMAIL   print a new one-time password
          liftinglog user reset-two-factor EMAIL turn two-factor codes off for a member who lost them
          liftinglog user add EMAIL FIRST_NAME LAST_NAME BIRTH_DATE
                                                 create an account; prints its one-time password
          liftinglog backup FILE [--force]       copy the database, live, to FILE (checked; --force
                                                 replaces an existing FILE)
          liftinglog restore FILE                put the backup FILE in place of the database; the
                                                 server must be stopped; the old file is kept
          liftinglog routes [options]            print the route table these options serve: one
                                                 METHOD PATTERN a line (the server must be stopped)
          liftinglog --help

        Options (environment variable and default in brackets):

        """ + ServeOptions.general.map(\.usage).joined(separator: "\n") + """


        Limits (sizes in bytes, or with K, M or G as in 50M; seconds may have a decimal point):

        """ + ServeOptions.limits.map(\.usage).joined(separator: "\n")

    public static func parse(_ arguments: [String], environment: [String: String]) throws(CommandLineError) -> Command {
        var config = Config()
        config.timeZone = TimeZoneDatabase(directory: config.timeZoneDirectory).systemZoneName(environment: environment)
        for option in ServeOptions.all {
            try option.apply(environment: environment, to: &config)
        }
        var words: [String] = []
        var force = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--help" || argument == "-h" { return .help }
            if argument == "--force" {
                force = true
                continue
            }
            guard let option = ServeOptions.all.first(where: { $0.flag == argument }) else {
                if argument.hasPrefix("-") { throw CommandLineError(message: "Unknown option \(argument).") }
                words.append(argument)
                continue
            }
            switch option.kind {
            case .toggle(_, _, _, let apply):
                apply(&config)
            case .value(_, let apply):
                guard index < arguments.count else { throw CommandLineError(message: "\(argument) needs a value.") }
                try apply(arguments[index], argument, &config)
                index += 1
            }
        }
        // Whatever the order they came in: warning and error leave out the access log.
        config.server.accessLog = config.server.accessLog && config.logLevel <= .info
        if let problem = config.problem { throw CommandLineError(message: problem) }
        try config.singleSignOn.check(publicURL: config.publicURL)
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
        case "user" where words.count == 3 && words[1] == "reset-two-factor":
            return .resetTwoFactor(config, email: words[2])
        case "user" where words.count == 6 && words[1] == "add":
            return .addUser(config, email: words[2], firstName: words[3], lastName: words[4], birthDate: words[5])
        case "backup" where words.count == 2:
            return .backup(config, file: words[1], force: force)
        case "restore" where words.count == 2:
            return .restore(config, file: words[1])
        case "routes" where words.count == 1:
            return .routes(config)
        default:
            throw CommandLineError(message: "Unknown command: \(words.joined(separator: " ")).")
        }
    }
}
