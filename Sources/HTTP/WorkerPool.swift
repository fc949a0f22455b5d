import Glibc

/// Threads running slow handlers off the event loops, fed by a bounded queue.
///
/// Most of a worker's time is spent waiting: for a commit to reach the disk, which takes the
/// writes of every thread waiting at that moment at once (see `Storage.Database.write`). So the
/// more writers wait together, the more each sync carries, and the pool starts a thread for a
/// job whenever none is free, up to `maximumThreads`. A thread lives as long as the process,
/// as the crash guard's notes of what each thread serves assume (`App.CrashGuard`: a slot and
/// an alternate signal stack per thread, never given back). The CPU-heavy work some handlers
/// do is bounded where it happens (password hashing, large bodies), not by the number of
/// threads.
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

    init(threads maximum: Int, queueLimit: Int) {
        precondition(maximum > 0, "a pool needs at least one thread")
        maximumThreads = maximum
        self.queueLimit = queueLimit
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

    /// The next job; nil when the pool stops.
    private func next() -> Job? {
        lock.withLock {
            while head == queue.count && !stopping {
                idle += 1
                lock.wait()
                idle -= 1
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
}
