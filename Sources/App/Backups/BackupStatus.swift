import Synchronization

/// How the scheduled backups went, written by the scheduler's thread and read by `/healthz`
/// (and whatever else reports on the server) from any request's.
final class BackupStatus: Sendable {
    struct Success: Sendable, Equatable {
        let time: Int
        let path: String
    }

    struct Failure: Sendable, Equatable {
        let time: Int
        let message: String
    }

    private struct State {
        var success: Success?
        var failure: Failure?
        /// Kept apart from the times, which a success and a failure can share to the second.
        var latestFailed = false
    }

    private let state = Mutex(State())

    var lastSuccess: Success? { state.withLock { $0.success } }
    var lastFailure: Failure? { state.withLock { $0.failure } }

    /// The failure of the latest backup; nil when it succeeded or none has run yet.
    var latestFailure: Failure? {
        state.withLock { $0.latestFailed ? $0.failure : nil }
    }

    func recordSuccess(path: String, at time: Int) {
        state.withLock { state in
            state.success = Success(time: time, path: path)
            state.latestFailed = false
        }
    }

    func recordFailure(_ message: String, at time: Int) {
        state.withLock { state in
            state.failure = Failure(time: time, message: message)
            state.latestFailed = true
        }
    }
}
