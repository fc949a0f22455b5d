/// How a WOD part is scored, set by staff: the form field `score_type`.
public enum ScoreType: String, Sendable, Equatable, CaseIterable {
    /// mm:ss, lower is better; with a time cap, a member who did not finish enters reps.
    case time
    /// Rounds and reps ("5+12"), more is better.
    case rounds
    /// The heaviest load, in kg or lb.
    case load
    case reps
    case none

    public var label: String {
        switch self {
        case .time: "For time"
        case .rounds: "Rounds + reps"
        case .load: "Load"
        case .reps: "Reps"
        case .none: "Not scored"
        }
    }
}
