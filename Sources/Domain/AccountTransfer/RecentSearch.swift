/// A search of the facts a user ran, as their recent searches remember it.
public struct RecentSearch: Sendable, Equatable {
    /// As `FactSearchQuery.remembered` wrote it.
    public let query: String
    /// Unix time.
    public let searchedAt: Int

    public init(query: String, searchedAt: Int) {
        self.query = query
        self.searchedAt = searchedAt
    }
}
