import Domain

/// Each lifter's choice of what a route's map is coloured by (migration 26).
extension Database {
    public func trackColours(userID: Int64) throws(StorageError) -> TrackColours {
        let stored = try read { connection in
            try connection.cached("SELECT route_colours FROM users WHERE id = ?").firstValue([userID]) { $0.string() }
        }
        return stored.flatMap(TrackColours.init(rawValue:)) ?? .workout
    }

    /// Bumps the lifter's data version too: their route pages, cached by it, change.
    public func setTrackColours(userID: Int64, _ colours: TrackColours) throws(StorageError) {
        try write { connection in
            try connection.cached("UPDATE users SET route_colours = ? WHERE id = ?").run([colours.rawValue, userID])
            try Self.bumpDataVersion(userID: userID, on: connection)
        }
    }
}
