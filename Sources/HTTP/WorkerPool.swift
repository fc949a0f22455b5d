import Glibc

/// A fixed set of threads running slow handlers off the event loops, fed by a bounded queue.
final class WorkerPool: @unchecked Sendable {
    typealias Job = @Sendable () -> Void

    // Everything below is guarded by `lock`.
    private let lock = ConditionLock()
    private var queue: [Job] = []
    private var head = 0
    private var stopping = false
    private var threads: [pthread_t] = []
    private let queueLimit: Int

    init(threads count: Int, queueLimit: Int) {
        self.queueLimit = queueLimit
        threads = (0..<count).map { _ in ThreadLauncher.start { [unowned self] in self.work() } }
    }

    /// Queues a job; false when the queue is full, so the caller can answer 503 at once.
    func submit(_ job: @escaping Job) -> Bool {
        lock.withLock {
            guard !stopping, queue.count - head < queueLimit else { return false }
            queue.append(job)
            lock.signal()
            return true
        }
    }

    /// Jobs waiting for a thread; the ones running are not counted.
    var queueDepth: Int { lock.withLock { queue.count - head } }

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

    private func next() -> Job? {
        lock.withLock {
            while head == queue.count && !stopping { lock.wait() }
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
