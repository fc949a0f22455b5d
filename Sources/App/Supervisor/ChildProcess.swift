import Glibc

/// A server process the supervisor started: this same program, run afresh.
struct ChildProcess {
    let pid: pid_t
    let started: ContinuousClock.Instant

    /// Runs `/proc/self/exe` through posix_spawn (fork and exec in one call) rather than
    /// forking and carrying on in Swift. Fork alone would leave the child running a copy of the
    /// supervisor, safe only for as long as the supervisor never starts a thread (a forked
    /// child of a threaded process may only make async-signal-safe calls until it execs), a
    /// rule no compiler checks; exec starts each server clean, with its own runtime and its own
    /// SQLite connections, which must never cross a fork. `/proc/self/exe` is the binary the
    /// supervisor runs even after an upgrade replaced the file, so both stay one version.
    static func start(arguments: [String], environment: [String]) throws(AppError) -> ChildProcess {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The supervisor blocks the signals it waits for; a server starts with none blocked.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, "/proc/self/exe", nil, &attributes, argv, envp)
        guard result == 0 else {
            throw AppError("Cannot start the server process: posix_spawn(\(result)): \(String(cString: strerror(result))). Is /proc mounted?")
        }
        return ChildProcess(pid: pid, started: .now)
    }

    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// How the process ended, once it has; nil while it runs.
    func reap() -> ChildExit? {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
        return ChildExit(waitStatus: status)
    }
}
