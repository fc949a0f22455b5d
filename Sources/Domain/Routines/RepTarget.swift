/// Reps asked for in each set: a number (5) or a range (8-12), within `RoutineLimits.reps`.
public enum RepTarget: Sendable, Equatable {
    case exactly(Int)
    case range(Int, Int)

    /// Reads "5" or "8-12" (an en dash "8–12" too, as word processors turn the hyphen into one);
    /// nil for anything else, for a number outside `RoutineLimits.reps` or a range whose low end
    /// is not below its high end ("8-8" is written "8").
    public init?<Text: StringProtocol>(text: Text) where Text.SubSequence == Substring {
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" })
        switch parts.count {
        case 1:
            guard let reps = Self.number(parts[0]) else { return nil }
            self = .exactly(reps)
        case 2:
            guard let low = Self.number(parts[0]), let high = Self.number(parts[1]), low < high else { return nil }
            self = .range(low, high)
        default:
            return nil
        }
    }

    public var text: String {
        switch self {
        case .exactly(let reps): "\(reps)"
        case .range(let low, let high): "\(low)-\(high)"
        }
    }

    /// The fewest reps a set is asked for: the number, or the bottom of the range.
    public var low: Int {
        switch self {
        case .exactly(let reps): reps
        case .range(let low, _): low
        }
    }

    /// The most reps a set is asked for: the number, or the top of the range.
    public var high: Int {
        switch self {
        case .exactly(let reps): reps
        case .range(_, let high): high
        }
    }

    /// Whether the numbers lie within the limits and a range goes from low to high, as
    /// `init(text:)` reads them (a value built in code may not).
    public var isValid: Bool {
        switch self {
        case .exactly(let reps): RoutineLimits.reps.contains(reps)
        case .range(let low, let high): RoutineLimits.reps.contains(low) && RoutineLimits.reps.contains(high) && low < high
        }
    }

    /// Digits only (no sign, no spaces), at most three of them, so no overflow is possible.
    private static func number(_ text: Substring) -> Int? {
        guard (1...3).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return BoundedNumber.integer(text, in: RoutineLimits.reps)
    }
}
