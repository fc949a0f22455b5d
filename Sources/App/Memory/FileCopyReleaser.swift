import CLinux
import Glibc
import HTTP

/// Drops the views of file pages (`FileCopies`) and trims the allocator on a thread of its
/// own, a moment after the event loop that asked has gone to sleep. Every page of code run
/// after the drop maps the 64 KB around it back (the kernel's fault-around): on the loop, the
/// way back into its wait went through about ten such windows of the binary, 376 KB of the
/// idle server's private memory. Here only this thread's short loop and libc run after it.
enum FileCopyReleaser {
    /// Asks for a release, on the way into a sleep: see `HTTPResponder.willSleep`.
    static func request() {
        _ = thread
        sem_post(wake)
    }

    /// Long enough for the loop that asked to reach its wait; short beside a quiet second.
    static let delay: useconds_t = 20_000

    /// A POSIX semaphore is made to be shared between threads (sem_overview(7)).
    nonisolated(unsafe) private static let wake: UnsafeMutablePointer<sem_t> = {
        let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)
        sem_init(semaphore, 0, 0)
        return semaphore
    }()

    private static let thread: Void = {
        _ = ThreadLauncher.start { run() }
    }()

    private static func run() {
        // Read once: each use of a static property goes through `swift_once`, whose page of the
        // runtime would come back with the 64 KB around it after every release.
        let wake = wake
        while true {
            while sem_wait(wake) != 0 {}
            usleep(delay)
            FileCopies.release()
            // Last: reading smaps left a text of a few hundred KB freed into the heap.
            malloc_trim(0)
        }
    }
}
