import Domain
import SQLite

extension Schema {
    private enum RouteFormatColumn: String, ColumnName {
        case id, format
    }

    /// Every stored route drawn again from its points (issue 25): drawings made before lost
    /// colour changes a person could see on long tracks, and a route's drawing is made only at
    /// upload. The UPDATE bumps each owner's data version (migration 8), so no kept page shows
    /// the old map. A route whose points this version cannot read keeps its drawing: its page
    /// still shows, and one bad row must not stop the server from starting.
    static let migration010 = Migration("every route drawn again, keeping each colour change a person can see", sql: "") { connection in
        let routes = try connection.prepare("SELECT id, format FROM routes").all(reading: RouteFormatColumn.self) {
            ($0.int64(.id), TrackFormat(rawValue: $0.string(.format)) ?? .gpx)
        }
        // One route's points at a time: a track may hold 250,000 of them.
        let points = try connection.prepare("SELECT points FROM routes WHERE id = ?")
        let update = try connection.prepare("UPDATE routes SET drawing = ? WHERE id = ?")
        for (id, format) in routes {
            guard let blob = try points.firstValue([id], map: { $0.blob() }), let track = Track(packed: blob, name: nil, format: format) else { continue }
            try update.run([TrackDrawing(track, bands: TrackSummary(track).heartRate?.bands).packed, id])
        }
    }
}
