/// What kind of set an entry is, as a paper log marks it. Only warm-ups are set apart from the
/// numbers: they count toward no estimate, record or volume. A drop set or a set to failure is
/// work like any other; the mark says how it was done.
public enum SetKind: String, Sendable, CaseIterable {
    case normal
    case warmup
    case drop
    case failure

    /// The form's and the files' words for it; an unknown word is nil (the form says so).
    public init?(word: String) {
        switch word.lowercased() {
        case "normal", "working", "work", "": self = .normal
        case "warmup", "warm-up", "warm up", "w": self = .warmup
        case "drop", "dropset", "drop set", "d": self = .drop
        case "failure", "f": self = .failure
        default: return nil
        }
    }

    /// How the day page labels it; nothing for a normal set.
    public var label: String {
        switch self {
        case .normal: ""
        case .warmup: "warm-up"
        case .drop: "drop set"
        case .failure: "to failure"
        }
    }

    public var counts: Bool { self != .warmup }
}
