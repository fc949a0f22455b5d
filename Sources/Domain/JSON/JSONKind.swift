/// What a JSON value is, known from its first byte: enough to refuse a value of the wrong
/// kind before reading it.
public enum JSONKind: Sendable, Equatable {
    case null, bool, number, string, array, object

    /// For messages: "a number", "an object".
    public var name: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string: "text"
        case .array: "a list"
        case .object: "an object"
        }
    }
}
