import Glibc

/// Starts plain POSIX threads: the server's loops and workers, and the app's backup
/// schedule, live for the whole process, so they need no executor, just a stack and a body.
public enum ThreadLauncher {
    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    public static func start(_ body: @escaping @Sendable () -> Void) -> pthread_t {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { raw in
            let box = Unmanaged<Box>.fromOpaque(raw!).takeRetainedValue()
            box.body()
            return nil
        }, box)
        precondition(result == 0, "pthread_create failed with \(result): the system is out of threads")
        return thread
    }

    public static func join(_ thread: pthread_t) {
        pthread_join(thread, nil)
    }
}
