/// One fact as the pages show it: its text, where to check it, and its categories.
public struct Fact: Sendable, Equatable {
    public let id: Int64
    public let body: String
    /// A book, paper or rulebook to check the fact in; empty for jokes and for facts imported
    /// without one.
    public let source: String
    /// Category names, sorted.
    public let categories: [String]

    public init(id: Int64, body: String, source: String, categories: [String]) {
        self.id = id
        self.body = body
        self.source = source
        self.categories = categories
    }
}
