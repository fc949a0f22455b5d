/// What is wrong with one point of a track file.
public enum PointProblem: Error, Sendable, Equatable {
    /// A JSON point with other than three values.
    case valueCount(Int)
    /// A JSON point that is not a list; `kind` is what it is instead ("a number").
    case notAList(kind: String)
    /// A JSON value that is not a number.
    case notANumber(TrackValue, kind: String)
    /// A GPX value that cannot be read as what it should be; `text` as the file has it.
    case unreadable(TrackValue, text: String)
    case missing(TrackValue)
    case outOfRange(TrackValue, value: String)
    case notWhole(TrackValue, value: String)

    /// The message for point `number` (1-based, in file order).
    func message(point number: Int) -> String {
        switch self {
        case .valueCount(let count):
            "point \(number) has \(count) \(count == 1 ? "value" : "values"), expected latitude, longitude and heart rate"
        case .notAList(let kind):
            "point \(number) is \(kind), expected [latitude, longitude, heart rate]"
        case let .notANumber(value, kind):
            "point \(number): \(value.name) is \(kind), expected a number"
        case let .unreadable(.time, text):
            "point \(number): time \"\(text)\" is not a time like 2024-05-01T07:30:00Z"
        case let .unreadable(value, text):
            "point \(number): \(value.name) \"\(text)\" is not a number"
        case .missing(let value):
            "point \(number) has no \(value.name)"
        case let .outOfRange(value, text):
            "point \(number): \(value.name) \(text) is outside \(value.rangeText)"
        case let .notWhole(value, text):
            "point \(number): \(value.name) \(text) is not a whole number"
        }
    }

    /// A value as the file wrote it, cut short if it is long, for a message.
    static func quoted(_ text: some StringProtocol) -> String {
        text.count <= 24 ? String(text) : String(text.prefix(24)) + "…"
    }
}
