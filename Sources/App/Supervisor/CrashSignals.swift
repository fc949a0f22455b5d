import Glibc

/// Notes which request crashed a server process: a handler for the signals a crash raises
/// (a Swift trap is SIGILL on x86-64 and SIGTRAP on arm64) marks the slot of the thread that
/// raised it as the culprit in the `CrashRecord`, then lets the signal do what it did before
/// (the Swift runtime's backtracer, or the default: the process dies of it). Knowing the
/// thread is what keeps the other requests in flight out of the quarantine.
///
/// The handler runs in the middle of whatever crashed, so it only reads memory set up before
/// it was installed and makes async-signal-safe calls: no allocation, no locks, no Swift
/// reference counting.
enum CrashSignals {
    private static let handled = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS]
    /// Room for the handler on a thread whose stack overflowed (the kernel cannot push a
    /// signal frame on the guard page): mapped but untouched until a crash needs it.
    private static let alternateStackBytes = 64 * 1024

    nonisolated(unsafe) private static var record: UnsafeMutableRawPointer?
    nonisolated(unsafe) private static var previous: UnsafeMutablePointer<sigaction>?

    /// Once per server process, before any request is served.
    static func install(_ crashRecord: CrashRecord) {
        record = crashRecord.memory
        let saved = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        saved.initialize(repeating: sigaction(), count: Int(NSIG))
        previous = saved
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handle
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        for signal in handled { sigaction(signal, &action, saved + Int(signal)) }
    }

    /// For each thread that serves requests, once: its alternate signal stack, unless it has one.
    static func prepareThread() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0,
              let memory = mmap(nil, alternateStackBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return }
        var stack = stack_t(ss_sp: memory, ss_flags: 0, ss_size: alternateStackBytes)
        sigaltstack(&stack, nil)
    }

    private static let handle: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = { signal, info, _ in
        let code = info?.pointee.si_code ?? 0
        // Raised by the crashing code itself: a fault (a positive code from the kernel), or
        // abort(), which sends the signal to its own thread (SI_TKILL from this process). A
        // signal sent from outside (kill) says nothing about the thread it lands on.
        let fromThisThread = code > 0 || (code == SI_TKILL && info?.pointee._sifields._kill.si_pid == getpid())
        if fromThisThread, let record { blameThisThread(in: record) }
        if let previous { sigaction(signal, previous + Int(signal), nil) }
        // A fault runs its instruction again on return and meets the previous handling; a
        // sent signal has no instruction to run again, so it is sent once more.
        if code <= 0 { raise(signal) }
    }

    /// Marks the busy slot of the calling thread, if it has one, as the culprit.
    static func blameThisThread(in record: UnsafeMutableRawPointer) {
        let me = UInt64(pthread_self())
        for index in 0..<CrashRecord.slotCount {
            let slot = record + (1 + index) * RequestKey.recordBytes
            if slot.load(fromByteOffset: RequestKey.ownerOffset, as: UInt64.self) == me,
               slot.load(as: UInt64.self) == CrashRecord.busy {
                record.storeBytes(of: UInt32(index + 1), toByteOffset: CrashRecord.culpritOffset, as: UInt32.self)
                return
            }
        }
    }
}
