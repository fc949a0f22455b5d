/// What staff chose for a heading of a pasted post that names no class type of the gym
/// ("A20" where the gym has only A10): make it a class type, file its lines under one the gym
/// has, leave its lines out, or (a bold line that was no heading at all) keep it as a line of
/// the workout above. Left out until staff choose, so a workout never silently joins the
/// class before it.
public enum HeadingChoice: Sendable, Equatable {
    case skip
    case create
    case existing(String)
    case above

    /// The form's value: "skip", "create", or "type:" and a class type's name.
    public init(formValue: String?) {
        switch formValue {
        case "create": self = .create
        case "above": self = .above
        case let value? where value.hasPrefix("type:"): self = .existing(String(value.dropFirst(5)))
        default: self = .skip
        }
    }

    public var formValue: String {
        switch self {
        case .skip: "skip"
        case .create: "create"
        case .above: "above"
        case .existing(let name): "type:" + name
        }
    }
}
