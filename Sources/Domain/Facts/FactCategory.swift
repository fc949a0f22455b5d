/// A category of facts and how many facts it holds.
public struct FactCategory: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let factCount: Int

    public init(id: Int64, name: String, factCount: Int) {
        self.id = id
        self.name = name
        self.factCount = factCount
    }
}
