import Glibc

/// A mutex with a condition variable, for the worker pool's queue: `Synchronization.Mutex`
/// has no way to sleep until something changes.
final class ConditionLock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
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

    func signal() { pthread_cond_signal(&condition) }

    func broadcast() { pthread_cond_broadcast(&condition) }
}
