import Glibc

/// A mutex with a condition variable, for the worker pool's queue: `Synchronization.Mutex`
/// has no way to sleep until something changes.
final class ConditionLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        // Timed waits on the monotonic clock: a change of the wall clock must not wake or hold them.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(&condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }

    /// Sleeps until signalled; call only inside `withLock`.
    func wait() { pthread_cond_wait(&condition, &mutex) }

    /// Sleeps until signalled or `milliseconds` have passed; false when the time ran out. Call
    /// only inside `withLock`.
    func wait(milliseconds: Int) -> Bool {
        var deadline = timespec()
        clock_gettime(CLOCK_MONOTONIC, &deadline)
        let nanoseconds = deadline.tv_nsec + milliseconds % 1000 * 1_000_000
        deadline.tv_sec += milliseconds / 1000 + nanoseconds / 1_000_000_000
        deadline.tv_nsec = nanoseconds % 1_000_000_000
        return pthread_cond_timedwait(&condition, &mutex, &deadline) != ETIMEDOUT
    }

    func signal() { pthread_cond_signal(&condition) }

    func broadcast() { pthread_cond_broadcast(&condition) }
}
