/// Who sent a request that crashed a server process, as the quarantine tells people apart:
/// a visitor (no live session: a made-up cookie is a visitor's too), or a member, new when the
/// account is younger than `newAccountAge`. Visitors and new accounts are the ones a stranger
/// can make more of by signing up again, so they are counted by their address too.
enum CrashAsker: Equatable, Sendable {
    case visitor
    case member(Int64, isNew: Bool)

    /// Long enough that signing up ahead of an attack does not make a stranger "known".
    static let newAccountAge: Int64 = 24 * 60 * 60

    var member: Int64? {
        if case .member(let id, _) = self { return id }
        return nil
    }

    /// A visitor or a new account: someone the server cannot tell from the next sign-up.
    var isUnknown: Bool {
        switch self {
        case .visitor: true
        case .member(_, let isNew): isNew
        }
    }
}
