/// A fact found by a search, with its text split into runs so the matches can be marked.
public struct FactMatch: Sendable, Equatable {
    public let fact: Fact
    public let runs: [TextRun]

    public init(fact: Fact, runs: [TextRun]) {
        self.fact = fact
        self.runs = runs
    }
}
