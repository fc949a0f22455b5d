import Crypto
import Domain
import SQLite

extension Database {
    /// Loads the facts the project ships (`FactCollection.all`), at every start: a new
    /// fact is added, a fact whose text, source or categories changed since it was loaded
    /// is corrected, the rest is left alone. Loaded facts are known by slug in `fact_seeds`,
    /// so nothing is added twice, and a fact staff deleted is not brought back. Returns how
    /// many facts were added or corrected.
    @discardableResult
    public func loadFacts(_ seeds: [SeedFact]) throws(StorageError) -> Int {
        // Most starts find everything loaded: one read, no write transaction.
        let loaded = try read { connection in
            Dictionary(try connection.prepare("SELECT slug, fingerprint FROM fact_seeds").all(reading: SeedColumn.self) {
                ($0.string(.slug), $0.string(.fingerprint))
            }) { first, _ in first }
        }
        let pending = seeds.filter { loaded[$0.slug] != Self.fingerprint($0) }
        guard !pending.isEmpty else { return 0 }
        return try write { connection in
            var changed = 0
            for seed in pending where try Self.load(seed, on: connection) { changed += 1 }
            return changed
        }
    }

    private enum SeedColumn: String, ColumnName {
        case slug, fingerprint
    }

    private enum SeedRecordColumn: String, ColumnName {
        case factID = "fact_id", fingerprint
    }

    /// One shipped fact; true when a fact was added or corrected. Read again inside the
    /// transaction, as another process may have loaded it meanwhile.
    private static func load(_ seed: SeedFact, on connection: Connection) throws -> Bool {
        let fingerprint = fingerprint(seed)
        guard case .success(let input) = FactInput.parse(body: seed.body, source: seed.source, categories: seed.categories.map(\.rawValue)) else {
            return false  // FactCollectionTests keeps every shipped fact valid
        }
        let record = try connection.cached("SELECT fact_id, fingerprint FROM fact_seeds WHERE slug = ?")
            .first([seed.slug], reading: SeedRecordColumn.self) { (factID: $0.isNull(.factID) ? nil : $0.int64(.factID), fingerprint: $0.string(.fingerprint)) }
        guard record?.fingerprint != fingerprint else { return false }
        let sameText = try factID(key: input.key, on: connection)
        var factID = record?.factID
        var changed = false
        if record == nil {
            // A fact staff or an import added with this text already stands for it.
            factID = try sameText ?? insertFact(input, importID: nil, on: connection)
            changed = sameText == nil
        } else if let id = factID, sameText == nil || sameText == id {
            changed = try updateFact(id: id, input, on: connection)
        }
        try connection.cached("""
            INSERT INTO fact_seeds(slug, fact_id, fingerprint) VALUES (?, ?, ?)
            ON CONFLICT(slug) DO UPDATE SET fingerprint = excluded.fingerprint
            """).run([seed.slug, factID, fingerprint])
        return changed
    }

    /// What a shipped fact said when it was loaded, so a corrected text is noticed.
    static func fingerprint(_ seed: SeedFact) -> String {
        SHA256.hex((seed.body + "\n" + seed.source + "\n" + seed.categories.map(\.rawValue).joined(separator: " ")).utf8)
    }
}
