/// A fact the project ships, written by the team. Loaded into every database on first start
/// and on upgrade; its slug names it for good, so a later version can correct its text
/// without adding it a second time, and a fact staff deleted stays deleted.
public struct SeedFact: Sendable {
    public let slug: String
    public let categories: [FactCollection.Category]
    public let body: String
    /// Where to check it: authors, year, title and where it was published; empty for jokes.
    public let source: String

    public init(_ slug: String, _ categories: [FactCollection.Category], _ body: String, source: String) {
        self.slug = slug
        self.categories = categories
        self.body = body
        self.source = source
    }
}
