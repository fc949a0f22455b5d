/// A place where classes take place.
public struct Location: Sendable, Equatable {
    public let id: Int64
    public let name: String
    public let address: String

    public init(id: Int64, name: String, address: String) {
        self.id = id
        self.name = name
        self.address = address
    }
}
