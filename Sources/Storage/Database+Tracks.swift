import Domain
import SQLite

/// Workout tracks, kept in the `routes` table (the pages call them routes). Every query names
/// the user first, so one user's routes never reach another.
extension Database {
    /// A route's row without its blobs: what the list and the page's figures need.
    public struct StoredTrack: Sendable, Equatable {
        public let id: Int64
        public let title: String
        public let subtitle: String
        public let kind: TrackKind
        /// The file said it was indoors: no map is drawn, whatever positions it has.
        public let indoor: Bool
        public let format: TrackFormat
        /// Unix time of the upload.
        public let createdAt: Int
        public let summary: TrackSummary

        /// When the route happened: its first time, or the upload for a track without times.
        public var listedAt: Int { summary.startedAt ?? createdAt }
    }

    /// The route's page: its row, its drawing and its time at each heart rate.
    public struct TrackDetail: Sendable, Equatable {
        public let track: StoredTrack
        public let drawing: TrackDrawing
        public let heartRateTime: HeartRateHistogram
    }

    enum TrackColumn: String, ColumnName {
        case id, title, subtitle, kind, format, createdAt = "created_at", startedAt = "started_at", duration = "duration_s"
        case durationEstimated = "duration_estimated", distance = "distance_m", heartRateMin = "hr_min", heartRateAverage = "hr_avg"
        case heartRateMax = "hr_max", ascent = "ascent_m", pointCount = "point_count", skippedPoints = "skipped_points"
        case clockIgnored = "clock_ignored", hasMap = "has_map", indoor
    }

    /// The route's drawing and heart-rate histogram, read beside its `TrackColumn`s.
    private enum DrawingColumn: String, ColumnName {
        case drawing, heartRateTime = "hr_time"
    }

    private enum PointsColumn: String, ColumnName {
        case points
    }

    static let trackColumns = TrackColumn.selectList()

    /// The list's order, by the column the index `routes_by_user_start` holds (migration 21),
    /// so the index serves it.
    enum TrackQuery {
        static let list = """
            SELECT \(trackColumns) FROM routes WHERE user_id = ? AND \(PendingImports.visible)
            ORDER BY listed_at DESC, id DESC LIMIT ? OFFSET ?
            """
        static let detail = "SELECT \(trackColumns), \(DrawingColumn.selectList()) FROM routes WHERE user_id = ? AND id = ? AND \(PendingImports.visible)"
    }

    /// Stores an upload with what was computed from it, unless the user has a route of the
    /// same points already (the same file uploaded twice): then that one is the answer. The
    /// small blobs are packed before the transaction starts, so the write lock is held only
    /// for the look-up and the insert.
    public func addTrack(userID: Int64, _ record: TrackRecord, createdAt: Int) throws(StorageError) -> TrackAddition {
        try write { connection in try Self.storeOnce(record, userID: userID, createdAt: createdAt, on: connection) }
    }

    /// Inserts the route unless one of the user's has the same points.
    static func storeOnce(_ record: TrackRecord, userID: Int64, createdAt: Int, importID: Int64 = 0, on connection: Connection) throws -> TrackAddition {
        if let id = try connection.cached("SELECT id FROM routes WHERE user_id = ? AND points_sha256 = ? LIMIT 1")
            .firstValue([userID, record.pointsSHA256], map: { $0.int64() }) {
            return .already(id)
        }
        return .added(try insertTrack(userID: userID, title: record.title, subtitle: record.subtitle, kind: record.kind, indoor: record.indoor, track: record.track,
                                      createdAt: createdAt, summary: record.summary, blobs: (record.drawing, record.heartRateTime),
                                      pointsSHA256: record.pointsSHA256, importID: importID, on: connection))
    }

    /// The one INSERT of a route, for an upload, an archive and an account import. The track's
    /// points are packed straight into the row, a piece at a time (`Connection.writeBlob`): the
    /// row is made with zeros in their place, which SQLite does without holding them as the
    /// points are the last column it stores (migration 21). Its pages go through a small page
    /// cache: they are written once.
    static func insertTrack(userID: Int64, title: String, subtitle: String, kind: TrackKind, indoor: Bool, track: Track, createdAt: Int,
                            summary: TrackSummary, blobs: (drawing: [UInt8], heartRateTime: [UInt8]),
                            pointsSHA256: [UInt8], importID: Int64 = 0, on connection: Connection) throws -> Int64 {
        let heartRate = summary.heartRate
        return try connection.withPageCache(kibibytes: 256) {
            try connection.cached("""
                INSERT INTO routes(user_id, title, subtitle, kind, format, created_at, started_at, duration_s, duration_estimated,
                    distance_m, hr_min, hr_avg, hr_max, ascent_m, point_count, drawing, hr_time, skipped_points, clock_ignored, has_map,
                    points_sha256, import_id, indoor, listed_at, points)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, coalesce(?7, ?6), zeroblob(?))
                """).run([userID, title, subtitle, kind.rawValue, track.format.rawValue, createdAt,
                          summary.startedAt, summary.durationSeconds, summary.durationIsEstimated, summary.distanceMetres,
                          heartRate?.lowest, heartRate?.average, heartRate?.highest, summary.ascentMetres, summary.pointCount,
                          blobs.drawing, blobs.heartRateTime, summary.skippedPoints, summary.clockIgnored, summary.hasMap,
                          pointsSHA256, importID, indoor, track.packedCount])
            let id = connection.lastInsertRowID
            try connection.writeBlob(table: "routes", column: "points", row: id) { write in try track.pack(write) }
            return id
        }
    }

    /// The user's routes, newest first.
    public func tracks(userID: Int64, limit: Int, offset: Int) throws(StorageError) -> [StoredTrack] {
        try read { connection in
            try connection.cached(TrackQuery.list).all([userID, limit, offset], reading: TrackColumn.self, map: Self.storedTrack)
        }
    }

    public func trackDetail(userID: Int64, id: Int64) throws(StorageError) -> TrackDetail? {
        let found = try read { connection in
            try connection.cached(TrackQuery.detail).first([userID, id], reading: TrackColumn.self) { row in
                let drawing = try row.joined(DrawingColumn.self)
                return (Self.storedTrack(from: row), drawing.blob(.drawing), drawing.blob(.heartRateTime))
            }
        }
        guard let (stored, drawing, heartRateTime) = found else { return nil }
        guard let drawing = TrackDrawing(packed: drawing), let heartRateTime = HeartRateHistogram(packed: heartRateTime) else {
            throw StorageError.database("route \(id) holds a drawing or heart-rate times this version cannot read")
        }
        return TrackDetail(track: stored, drawing: drawing, heartRateTime: heartRateTime)
    }

    /// The route with all its points, for the GPX download.
    public func trackWithPoints(userID: Int64, id: Int64) throws(StorageError) -> (stored: StoredTrack, track: Track)? {
        let found = try read { connection in
            try connection.cached("SELECT \(Self.trackColumns), \(PointsColumn.selectList()) FROM routes WHERE user_id = ? AND id = ? AND \(PendingImports.visible)")
                .first([userID, id], reading: TrackColumn.self) { (Self.storedTrack(from: $0), try $0.joined(PointsColumn.self).blob(.points)) }
        }
        guard let (stored, points) = found else { return nil }
        guard let track = Track(packed: points, name: stored.title, format: stored.format) else {
            throw StorageError.database("route \(id) holds points this version cannot read")
        }
        return (stored, track)
    }

    /// False when the user has no such route.
    public func deleteTrack(userID: Int64, id: Int64) throws(StorageError) -> Bool {
        try write { connection in
            try connection.cached("DELETE FROM routes WHERE user_id = ? AND id = ? AND \(PendingImports.visible)").run([userID, id])
            return connection.changes > 0
        }
    }

    /// The list query's plan, so a test can prove it reads the index in order.
    public func trackListQueryPlan() throws(StorageError) -> String {
        try read { connection in
            try connection.prepare("EXPLAIN QUERY PLAN " + TrackQuery.list).all([1, 50, 0], reading: QueryPlanColumn.self) { $0.string(.detail) }.joined(separator: "\n")
        }
    }

    private static func storedTrack(from row: NamedRow<TrackColumn>) -> StoredTrack {
        let heartRate = row.isNull(.heartRateMin) ? nil
            : HeartRateRange(lowest: row.int(.heartRateMin), average: row.double(.heartRateAverage), highest: row.int(.heartRateMax))
        let summary = TrackSummary(pointCount: row.int(.pointCount), startedAt: row.isNull(.startedAt) ? nil : row.int(.startedAt),
                                   durationSeconds: row.double(.duration), durationIsEstimated: row.bool(.durationEstimated),
                                   distanceMetres: row.double(.distance), heartRate: heartRate,
                                   ascentMetres: row.isNull(.ascent) ? nil : row.double(.ascent), skippedPoints: row.int(.skippedPoints),
                                   clockIgnored: row.bool(.clockIgnored), hasMap: row.bool(.hasMap))
        return StoredTrack(id: row.int64(.id), title: row.string(.title), subtitle: row.string(.subtitle),
                           kind: TrackKind(rawValue: row.string(.kind)) ?? .other, indoor: row.bool(.indoor),
                           format: TrackFormat(rawValue: row.string(.format)) ?? .gpx, createdAt: row.int(.createdAt), summary: summary)
    }
}
