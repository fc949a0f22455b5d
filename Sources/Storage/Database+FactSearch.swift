import Domain
import SQLite

/// Full-text search of the facts (FTS5, ranked by bm25) and each user's recent searches.
extension Database {
    /// How many searches a user's list keeps.
    public static let recentSearchLimit = 6

    /// SQLite's `highlight()` wraps each match in the markers; the page splits the text back
    /// into runs and marks the matches itself (see `HighlightMarkers`). FTS5's `rank` is its
    /// bm25() here, and ordering by it lets FTS5 sort the matches itself.
    static let searchQuery = """
        SELECT f.id AS id, highlight(facts_fts, 0, ?, ?) AS body, f.source AS source, \(categoryNamesColumn) AS categories
        FROM facts_fts JOIN facts f ON f.id = facts_fts.rowid
        WHERE facts_fts MATCH ? ORDER BY rank LIMIT ? OFFSET ?
        """

    /// The facts matching every word of the query (as a prefix, in any case, accents
    /// folded), best first. A query with no words matches nothing.
    public func searchFacts(_ query: FactSearchQuery, limit: Int, offset: Int) throws(StorageError) -> [FactMatch] {
        guard !query.words.isEmpty else { return [] }
        let key = FactSearchCache.Key(query, limit: limit, offset: offset)
        let version = try gymVersion()
        if let cached = factSearchCache.page(key, version: version) { return cached }
        let markers = [String(HighlightMarkers.open), String(HighlightMarkers.close)]
        let page = try read { connection in
            try connection.cached(Self.searchQuery).all([markers[0], markers[1], query.matchExpression, limit, offset], reading: FactColumn.self) { row in
                let runs = HighlightMarkers.runs(row.string(.body))
                let body = runs.map(\.text).joined()
                return FactMatch(fact: Fact(id: row.int64(.id), body: body, source: row.string(.source),
                                            categories: Self.categoryNames(row.string(.categories))),
                                 runs: runs)
            }
        }
        factSearchCache.store(page, for: key, version: version)
        return page
    }

    /// Whether `searchFacts` would answer from memory, without ranking: a query without words,
    /// or a page of results ranked since the facts last changed. False when the gym's version
    /// cannot be read: the search itself then tells why.
    public func isSearchCached(_ query: FactSearchQuery, limit: Int, offset: Int) -> Bool {
        guard !query.words.isEmpty else { return true }
        guard let version = try? gymVersion() else { return false }
        return factSearchCache.page(FactSearchCache.Key(query, limit: limit, offset: offset), version: version) != nil
    }

    /// Puts a search at the front of the user's recent searches (once, however often it is
    /// run) and forgets the oldest beyond `recentSearchLimit`. `searchedAt` is Unix time; a
    /// search within the same second as the last still goes in front of it.
    public func rememberSearch(userID: Int64, query: String, searchedAt: Int) throws(StorageError) {
        try write { connection in
            try connection.cached("""
                INSERT INTO recent_searches(user_id, query, searched_at)
                VALUES (?1, ?2, max(?3, coalesce((SELECT max(searched_at) + 1 FROM recent_searches WHERE user_id = ?1), 0)))
                ON CONFLICT(user_id, query) DO UPDATE SET searched_at = excluded.searched_at
                """).run([userID, query, searchedAt])
            try Self.forgetOldSearches(userID: userID, on: connection)
        }
    }

    /// Keeps the user's newest `recentSearchLimit` searches.
    static func forgetOldSearches(userID: Int64, on connection: Connection) throws {
        try connection.cached("""
            DELETE FROM recent_searches WHERE user_id = ?1 AND query NOT IN
                (SELECT query FROM recent_searches WHERE user_id = ?1 ORDER BY searched_at DESC LIMIT ?2)
            """).run([userID, recentSearchLimit])
    }

    /// The user's recent searches, newest first.
    public func recentSearches(userID: Int64) throws(StorageError) -> [String] {
        try read { connection in
            try connection.cached("SELECT query FROM recent_searches WHERE user_id = ? ORDER BY searched_at DESC LIMIT ?")
                .allValues([userID, Self.recentSearchLimit]) { $0.string() }
        }
    }

    public func clearRecentSearches(userID: Int64) throws(StorageError) {
        try write { try $0.cached("DELETE FROM recent_searches WHERE user_id = ?").run([userID]) }
    }
}
