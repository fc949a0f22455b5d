/// What adding a walk-in by name or email found.
public enum WalkInResult: Sendable, Equatable {
    case added(name: String)
    case noMember
    case severalMembers

    public var problem: String? {
        switch self {
        case .added: nil
        case .noMember: "No member has that email or name. Check the spelling, or ask them to sign up first."
        case .severalMembers: "Several members have that name: enter their email instead."
        }
    }
}
