import Domain
import Storage

/// Who must have codes from an authenticator app (`--require-two-factor`): without them such
/// a member is sent to set them up at their next login, before any other page. Only a
/// password login is asked: a passkey is two factors in one, and a trusted proxy or a single
/// sign-on provider asks for its own second factor (`WayIn.coversSecondFactor`).
public enum TwoFactorRequirement: String, Sendable, CaseIterable {
    case none, staff, all

    public func isMissing(for user: User, wayIn: WayIn) -> Bool {
        guard !user.hasTwoFactor, !wayIn.coversSecondFactor else { return false }
        return switch self {
        case .none: false
        case .staff: user.role == .staff
        case .all: true
        }
    }
}
