import Crypto
import SQLite

extension Schema {
    /// Bulk archives of routes (issue 24): the same track twice is one route, found by the
    /// SHA-256 of its packed points (filled here for the routes stored before), and an archive
    /// of thousands of activities is written in short transactions as a pending import
    /// (`PendingImports`, migration 12) that no page shows until it is whole.
    static let migration020 = Migration("one route per track, and archives of routes imported while pending", sql: """
        ALTER TABLE routes ADD COLUMN points_sha256 BLOB;
        ALTER TABLE routes ADD COLUMN import_id INTEGER NOT NULL DEFAULT 0;
        CREATE INDEX routes_by_points ON routes(user_id, points_sha256);
        CREATE INDEX routes_by_import ON routes(import_id) WHERE import_id <> 0;
        """) { connection in
        // One route's points in memory at a time.
        let ids = try connection.prepare("SELECT id FROM routes").allValues { $0.int64() }
        let points = try connection.prepare("SELECT points FROM routes WHERE id = ?")
        let update = try connection.prepare("UPDATE routes SET points_sha256 = ? WHERE id = ?")
        for id in ids {
            guard let hash = try points.firstValue([id], map: { SHA256.digest($0.blob()) }) else { continue }
            try update.run([hash, id])
        }
    }
}
