import App
import Glibc
import Storage

let environment = Environment.current
let command: Command
/// `serve`'s lock on the database: a global, so nothing releases it before the process exits.
nonisolated(unsafe) var serverLock: DatabaseLock?
do {
    command = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()), environment: environment)
} catch {
    printError(error)
    exit(2)
}

switch command {
case .help:
    print(CommandLineOptions.usage)
case .serve(var config):
    config.crashRouteForTests = CrashRoute.isEnabled(environment: environment)
    do {
        if let handover = Handover(environment: environment) {
            // Started by a supervisor, which holds the database's lock: serve on its socket,
            // never outlive it, and refuse the requests that crashed an earlier server process.
            config.server.listener = try handover.takeOver()
            config.crashRecord = try handover.openCrashRecord()
        } else {
            // One server per database, and no restore under it; held until the process exits.
            serverLock = try DatabaseLock(databasePath: config.databasePath)
            if config.supervised {
                // Binds, then runs this program again as the server, restarted after a crash.
                exit(try Supervisor(config: config, arguments: CommandLine.arguments, environment: environment).run())
            }
        }
        try App.make(config: config).runUntilSignalled()
    } catch {
        printError(error)
        exit(1)
    }
case .setRole(let config, let email, let role):
    report(UserCommands.setRole(config: config, email: email, role: role))
case .resetPassword(let config, let email):
    report(UserCommands.resetPassword(config: config, email: email))
case .resetTwoFactor(let config, let email):
    report(UserCommands.resetTwoFactor(config: config, email: email))
case .addUser(let config, let email, let firstName, let lastName, let birthDate):
    report(UserCommands.addUser(config: config, email: email, firstName: firstName, lastName: lastName, birthDate: birthDate))
case .backup(let config, let file, let force):
    report(BackupCommands.backup(config: config, file: file, force: force))
case .restore(let config, let file):
    report(BackupCommands.restore(config: config, file: file))
case .routes(var config):
    config.crashRouteForTests = CrashRoute.isEnabled(environment: environment)
    report(RouteCommand.list(config: config))
}

func report(_ result: Result<String, AppError>) {
    switch result {
    case .success(let message):
        print(message)
    case .failure(let error):
        printError(error)
        exit(1)
    }
}

/// Standard error through `write`: the C `stderr` global is shared mutable state to Swift 6.
func printError(_ error: any Error) {
    let line = Array("liftinglog: \(error)\n".utf8)
    line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
