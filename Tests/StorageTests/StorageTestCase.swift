import Domain
@testable import Storage
import TestSupport
import XCTest

/// A fresh database per test, in a folder removed afterwards.
class StorageTestCase: XCTestCase {
    private(set) var folder: TemporaryFolder!
    private(set) var database: Database!

    var path: String { folder.path + "/test.sqlite" }

    override func setUpWithError() throws {
        folder = TemporaryFolder(prefix: "liftinglog-storage")
        database = try Database(path: path)
    }

    override func tearDown() {
        database?.close()
        folder?.remove()
    }

    func makeUser(_ email: String) throws -> User {
        try database.createUser(Database.NewUser(email: email, passwordHash: "x", firstName: "A", lastName: "B", birthDate: CalendarDate(iso: "1990-01-01")!))
    }

    /// Keeps `bytes` as the user's import preview of `kind`, under `limit` bytes for all previews.
    @discardableResult
    func keepPreview(_ bytes: [UInt8], userID: Int64, kind: ImportPreviewKind = .history, now: Int64 = 1_000, lifetime: Int64 = 3_600,
                     limit: Int = 1 << 30) throws -> Int64 {
        try database.saveImportPreview(userID: userID, kind: kind, form: "format=auto", bytes: ExportBytes(bytes[...]), limit: limit, now: now, lifetime: lifetime)
    }

    func workout(_ lift: String, weight: Double = 100, reps: Int = 5, on date: String = "2024-03-01") -> WorkoutInput {
        WorkoutInput(date: CalendarDate(iso: date)!, lift: lift, weight: weight, unit: .kg, reps: reps, sets: 1, comments: "")
    }

    func set(_ lift: String, _ weight: Double = 100, reps: Int = 5, on date: String = "2024-03-01", unit: WeightUnit = .kg,
             warmup: Bool = false) -> ImportedSet {
        ImportedSet(date: CalendarDate(iso: date)!, exercise: lift, sets: 1, reps: reps, weight: weight, unit: unit, kind: warmup ? .warmup : .normal)
    }

    @discardableResult
    func importSets(_ sets: [ImportedSet], userID: Int64, source: WorkoutSource = .fitbod,
                    comparedSource: WorkoutSource?? = nil) throws -> Database.ImportOutcome {
        try database.importHistory(userID: userID, source: source, comparedSource: comparedSource ?? source, sha256: "") { store in
            for set in sets { try store(set) }
            return 0
        }
    }

    /// What a process killed during an import leaves: the sets written as rows of a pending
    /// import, with its daily bests and coming records, never made visible. Returns its id.
    @discardableResult
    func leavePendingImport(_ sets: [ImportedSet], userID: Int64) throws -> Int64 {
        try database.read { connection in
            var batch = ImportBatch(userID: userID, source: .fitbod)
            for set in sets { batch.add(set, lift: try batch.lift(named: set.exercise)) }
            let importID = try PendingImports.begin(userID: userID, source: "fitbod", sha256: "", on: connection)
            try database.storeImport(batch, importID: importID, on: connection)
            return importID
        }
    }

    func count(_ sql: String) throws -> Int { try TestSupport.count(sql, in: path) }

    /// Stores a route from a track file, with what the upload computes from it.
    func addTrack(_ file: String, userID: Int64, title: String = "Loop", createdAt: Int = 1_700_000_000) throws -> Int64 {
        let input = try TrackInput.parse(title: title, subtitle: nil, kind: "run", file: Array(file.utf8)[...]).get()
        return try database.addTrack(userID: userID, TrackRecord(input), createdAt: createdAt).id
    }
}
