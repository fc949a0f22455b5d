/// What an import of the front desk's schedule did.
public struct ScheduleImportSummary: Sendable, Equatable {
    public var added = 0
    public var updated = 0
    /// Class types the import named that did not exist yet, created on the way.
    public var newClassTypes: [String] = []

    public init(added: Int = 0, updated: Int = 0, newClassTypes: [String] = []) {
        self.added = added
        self.updated = updated
        self.newClassTypes = newClassTypes
    }
}
