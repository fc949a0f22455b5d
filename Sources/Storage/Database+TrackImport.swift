import Domain
import SQLite

/// An archive of many routes (a Strava or Garmin bulk export), written as a pending import
/// (`PendingImports`): one short transaction per route, so other users' writes go on
/// meanwhile, and none of it on any page until the last small transaction shows it all.
extension Database {
    /// `read` hands each route over as the archive yields it (one inflated file at a time)
    /// and learns whether it was stored or already there; it returns how many files it
    /// refused, for the import's row. A failure, or `cancelImports()`, undoes what was written.
    public func importTracks(userID: Int64, sha256: String, createdAt: Int,
                             read: (_ store: (TrackRecord) throws -> TrackAddition) throws -> Int) throws(StorageError) {
        try self.read { connection in
            try connection.checkpointingForEveryone {
                let importID = try PendingImports.begin(userID: userID, source: "routes", sha256: sha256, on: connection)
                do {
                    var (added, already) = (0, 0)
                    let rejected = try connection.withoutSyncAtCommit {
                        try read { record in
                            try self.checkCancelled()
                            let mark = WriteLockWaiters.mark
                            let addition = try connection.transaction {
                                try PendingImports.checkPending(importID, on: connection)
                                return try Self.storeOnce(record, userID: userID, createdAt: createdAt, importID: importID, on: connection)
                            }
                            WriteLockWaiters.letWaitersGo(since: mark)
                            if case .added = addition { added += 1 } else { already += 1 }
                            return addition
                        }
                    }
                    try PendingImports.makeVisible(importID, userID: userID, added: added, already: already, rejected: rejected, on: connection)
                } catch {
                    let deadline = error as? StorageError == .importCancelled ? ContinuousClock.now + Self.undoGrace : nil
                    _ = try? PendingImports.undo(importID, userID: userID, on: connection, deadline: deadline)
                    throw error
                }
            }
        }
    }
}
