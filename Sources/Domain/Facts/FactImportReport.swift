/// What an import did: facts new to the database, facts imported before under the same id
/// and now replaced, and facts left out because the same text is there already.
public struct FactImportReport: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    public var skipped = 0

    public init(added: Int = 0, updated: Int = 0, skipped: Int = 0) {
        self.added = added
        self.updated = updated
        self.skipped = skipped
    }
}
