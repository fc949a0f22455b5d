import CLinux
import Domain
import Glibc
import HTTP

/// How the supervisor hands its listening socket and its crash record to each server process
/// it starts: the descriptors' numbers and the supervisor's process id, in environment
/// variables that the server reads back on its way up.
public struct Handover: Sendable {
    static let listenerVariable = "LIFTINGLOG_LISTENER_FD"
    static let supervisorVariable = "LIFTINGLOG_SUPERVISOR_PID"
    static let crashRecordVariable = "LIFTINGLOG_CRASH_RECORD_FD"
    /// A file descriptor's number.
    static let descriptors: ClosedRange<Int32> = 0...Int32.max

    let listener: Int32
    let supervisor: pid_t
    let crashRecord: Int32

    init(listener: Int32, supervisor: pid_t, crashRecord: Int32) {
        self.listener = listener
        self.supervisor = supervisor
        self.crashRecord = crashRecord
    }

    /// The handover in a server process's environment; nil in a process no supervisor started.
    public init?(environment: [String: String]) {
        guard let listener = BoundedNumber.integer(environment[Self.listenerVariable], in: Self.descriptors),
              let supervisor = BoundedNumber.integer(environment[Self.supervisorVariable], in: 1...pid_t.max),
              let crashRecord = BoundedNumber.integer(environment[Self.crashRecordVariable], in: Self.descriptors) else { return nil }
        self.init(listener: listener, supervisor: supervisor, crashRecord: crashRecord)
    }

    /// A server process's environment: the supervisor's own, plus the handover.
    func environment(adding environment: [String: String]) -> [String] {
        var all = environment
        all[Self.listenerVariable] = String(listener)
        all[Self.supervisorVariable] = String(supervisor)
        all[Self.crashRecordVariable] = String(crashRecord)
        return all.map { "\($0.key)=\($0.value)" }
    }

    /// The server process's first step: ties its life to the supervisor's, then takes the socket.
    public func takeOver() throws(AppError) -> ListeningSocket {
        // Started through /proc/self/exe, it would show as `exe` in ps, top and pgrep; before
        // any thread starts, since threads copy the name.
        _ = set_process_name(String(CommandLine.arguments.first?.split(separator: "/").last ?? "liftinglog"))
        // The kernel sends SIGTERM, a graceful stop, when the supervisor dies, even by SIGKILL,
        // so no server is left orphaned on the port. It watches the thread that started this
        // process, which is the supervisor's only one.
        guard set_parent_death_signal(SIGTERM) == 0 else {
            throw AppError("prctl(PR_SET_PDEATHSIG) failed: \(String(cString: strerror(errno))).")
        }
        // A supervisor that died before that call has already handed this process to another parent.
        guard getppid() == supervisor else {
            throw AppError("The supervisor (process \(supervisor)) is gone; this server process stops rather than serve unsupervised.")
        }
        do {
            return try ListeningSocket(inherited: listener)
        } catch {
            throw AppError("Cannot serve on the socket handed over in \(Self.listenerVariable)=\(listener): \(error)")
        }
    }

    /// The record the supervisor shares, with the signal handlers that name a crashing request
    /// installed: the server's side of the crash quarantine (`CrashGuard`).
    public func openCrashRecord() throws(AppError) -> CrashRecord {
        let record = try CrashRecord.inherited(crashRecord)
        CrashSignals.install(record)
        return record
    }
}
