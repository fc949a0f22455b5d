/// One attribute of a start tag, its value with references resolved.
public struct XMLAttribute: Sendable, Equatable {
    public let name: String
    public let value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
