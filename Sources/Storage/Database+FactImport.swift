import Domain
import SQLite

extension Database {
    /// Stores an import in one transaction: a fact whose id was imported before replaces
    /// that fact (updated), a fact whose text is here already is left out (skipped), any
    /// other is added. An update that would give a fact another fact's text is skipped too.
    public func importFacts(_ facts: [ImportedFact]) throws(StorageError) -> FactImportReport {
        try write { connection in
            var report = FactImportReport()
            for fact in facts {
                let imported = try connection.cached("SELECT id FROM facts WHERE import_id = ?").firstValue([fact.id]) { $0.int64() }
                let sameText = try Self.factID(key: fact.input.key, on: connection)
                switch (imported, sameText) {
                case let (id?, other?) where other != id:
                    report.skipped += 1
                case (let id?, _):
                    _ = try Self.updateFact(id: id, fact.input, on: connection)
                    report.updated += 1
                case (nil, _?):
                    report.skipped += 1
                case (nil, nil):
                    _ = try Self.insertFact(fact.input, importID: fact.id, on: connection)
                    report.added += 1
                }
            }
            return report
        }
    }
}
