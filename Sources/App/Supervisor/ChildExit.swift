import CLinux
import Glibc

/// How a server process ended, read from the status `waitpid` reported.
enum ChildExit: Equatable, CustomStringConvertible {
    case exited(status: Int32)
    case killed(signal: Int32)

    /// Decodes the layout of glibc's <bits/waitstatus.h>, whose WIFEXITED, WEXITSTATUS and
    /// WTERMSIG macros Swift cannot import: a signal in the low 7 bits, else the status above.
    init(waitStatus: Int32) {
        let signal = waitStatus & 0x7f
        self = signal == 0 ? .exited(status: (waitStatus >> 8) & 0xff) : .killed(signal: signal)
    }

    /// What the supervisor exits with in the child's place: its status, or 128 plus the
    /// signal, as a shell reports a process killed by one.
    var exitStatus: Int32 {
        switch self {
        case .exited(let status): status
        case .killed(let signal): 128 + signal
        }
    }

    var description: String {
        switch self {
        case .exited(let status):
            return "exited with status \(status)"
        case .killed(let signal):
            // Swift traps with an invalid instruction on x86-64 and a breakpoint on arm64.
            let trap = signal == SIGILL || signal == SIGTRAP
            return "was killed by \(Self.name(of: signal))"
                + (trap ? ", as a Swift runtime trap ends a process (overflow, force unwrap, failed precondition)" : "")
        }
    }

    /// "SIGILL (Illegal instruction)".
    static func name(of signal: Int32) -> String {
        guard let abbreviation = sigabbrev_np(signal), let text = sigdescr_np(signal) else { return "signal \(signal)" }
        return "SIG\(String(cString: abbreviation)) (\(String(cString: text)))"
    }
}
