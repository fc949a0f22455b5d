import Domain

/// Who must have codes from an authenticator app (`--require-two-factor`): without them such
/// a member is sent to set them up at their next login, before any other page.
public enum TwoFactorRequirement: String, Sendable, CaseIterable {
    case none, staff, all

    func isMissing(for user: User) -> Bool {
        guard !user.hasTwoFactor else { return false }
        return switch self {
        case .none: false
        case .staff: user.role == .staff
        case .all: true
        }
    }
}
