import CSQLite
import Dispatch
import Synchronization

/// Copies a database's WAL into its file on a thread of its own, with a connection of its
/// own, whenever asked: a bulk writer's commits ask (`Connection.checkpointingForEveryone`)
/// and go on writing on their core while the copy and its sync take the other. A passive
/// checkpoint waits for no one and copies only committed pages, so it may run beside the
/// writer's next transaction.
final class Checkpointer: @unchecked Sendable {
    /// Used by the checkpoint thread alone once `init` returns.
    private let connection: Connection
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private let requested = Atomic<Bool>(false)
    private let stopping = Atomic<Bool>(false)

    init(path: String) throws {
        connection = try Connection(path: path)
        DispatchQueue(label: "liftinglog.checkpoint").async { self.run() }
    }

    /// Asks for a checkpoint; one asked for and not begun yet covers this one too.
    func request() {
        if !requested.exchange(true, ordering: .acquiringAndReleasing) { wake.signal() }
    }

    /// Ends the thread once the checkpoint under way, if any, is done, and closes its
    /// connection. What the WAL still holds is left to the next commit's automatic one.
    func stop() {
        stopping.store(true, ordering: .releasing)
        wake.signal()
        finished.wait()
    }

    private func run() {
        while true {
            wake.wait()
            if stopping.load(ordering: .acquiring) { break }
            requested.store(false, ordering: .releasing)
            if let db = try? connection.openHandle() {
                sqlite3_wal_checkpoint_v2(db, nil, SQLITE_CHECKPOINT_PASSIVE, nil, nil)
            }
        }
        connection.close()
        finished.signal()
    }
}
