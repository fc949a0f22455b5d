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

    private let state = Mutex<(success: Success?, failure: Failure?)>((nil, nil))

    var lastSuccess: Success? { state.withLock { $0.success } }
    var lastFailure: Failure? { state.withLock { $0.failure } }

    /// The failure of the latest backup; nil when it succeeded or none has run yet.
    var latestFailure: Failure? {
        state.withLock { state in
            guard let failure = state.failure, failure.time >= state.success?.time ?? Int.min else { return nil }
            return failure
        }
    }

    func recordSuccess(path: String, at time: Int) {
        state.withLock { $0.success = Success(time: time, path: path) }
    }

    func recordFailure(_ message: String, at time: Int) {
        state.withLock { $0.failure = Failure(time: time, message: message) }
    }
}
