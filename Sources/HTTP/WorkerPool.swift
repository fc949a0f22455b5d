import Glibc

/// Threads running slow handlers off the event loops, fed by a bounded queue.
///
/// Most of a worker's time is spent waiting: for a commit to reach the disk, which takes the
/// writes of every thread waiting at that moment at once (see `Storage.Database.write`). So the
/// more writers wait together, the more each sync carries, and the pool starts a thread for a
/// job whenever none is free, up to `maximumThreads`; a thread that then has nothing to do for
/// `idleMilliseconds` ends, all but one. The CPU-heavy work some handlers do is bounded
/// where it happens (password hashing, large bodies), not by the number of threads.
final class WorkerPool: @unchecked Sendable {
    typealias Job = @Sendable () -> Void

    // Everything below is guarded by `lock`.
    private let lock = ConditionLock()
    private var queue: [Job] = []
    private var head = 0
    private var stopping = false
    private var threads: [pthread_t] = []
    /// Threads waiting for a job: each job queued beyond them needs a thread of its own.
    private var idle = 0
    private let maximumThreads: Int
    private let queueLimit: Int
    private let idleMilliseconds: Int

    /// Half a second: less than the server takes to go quiet (a second with nothing to do), so
    /// that by then the threads a burst started have ended and handed their allocator caches
    /// back to the heap, where going quiet trims it (a thread's cache is not trimmed while it
    /// lives: after 64 clients' saves, 3.9 MB of heap stayed with threads that ended 10 s later).
    init(threads maximum: Int, queueLimit: Int, idleMilliseconds: Int = 500) {
        precondition(maximum > 0, "a pool needs at least one thread")
        maximumThreads = maximum
        self.queueLimit = queueLimit
        self.idleMilliseconds = idleMilliseconds
    }

    /// Queues a job; false when the queue is full, so the caller can answer 503 at once.
    func submit(_ job: @escaping Job) -> Bool {
        lock.withLock {
            guard !stopping, queue.count - head < queueLimit else { return false }
            queue.append(job)
            if idle >= queue.count - head {
                lock.signal()
            } else if threads.count < maximumThreads {
                threads.append(ThreadLauncher.start { [unowned self] in self.work() })
            }
            return true
        }
    }

    /// Jobs waiting for a thread; the ones running are not counted.
    var queueDepth: Int { lock.withLock { queue.count - head } }

    /// Threads started and not ended.
    var threadCount: Int { lock.withLock { threads.count } }

    /// Runs what is queued, then ends the threads and waits for them.
    func shutdown() {
        let running: [pthread_t] = lock.withLock {
            stopping = true
            lock.broadcast()
            return threads
        }
        running.forEach(ThreadLauncher.join)
    }

    private func work() {
        while let job = next() { job() }
    }

    /// The next job; nil when the pool stops, or when this thread has waited `idleMilliseconds`
    /// for one and is not the last (it has then left `threads` and detached itself).
    private func next() -> Job? {
        lock.withLock {
            while head == queue.count && !stopping {
                idle += 1
                let signalled = lock.wait(milliseconds: idleMilliseconds)
                idle -= 1
                if !signalled && head == queue.count && !stopping && threads.count > 1 {
                    retire()
                    return nil
                }
            }
            guard head < queue.count else { return nil }
            let job = queue[head]
            head += 1
            if head == queue.count || head > 1024 {
                queue.removeFirst(head)
                head = 0
            }
            return job
        }
    }

    /// Takes the calling thread out of `threads`, so `shutdown` does not wait for it, and lets
    /// its resources go when it ends, since nobody joins it.
    private func retire() {
        let me = pthread_self()
        threads.removeAll { pthread_equal($0, me) != 0 }
        pthread_detach(me)
    }
}
