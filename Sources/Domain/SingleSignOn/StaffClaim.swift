/// `--oidc-staff-claim groups=gym-staff`: members whose ID token has that claim equal to the
/// value, or holding it in a list, are made staff when they sign in.
public struct StaffClaim: Sendable, Equatable {
    public let name: String
    public let value: String

    public init(_ text: String) throws(SingleSignOnError) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
            throw SingleSignOnError("The staff claim must be NAME=VALUE, such as groups=gym-staff, not \(text).")
        }
        name = String(text[..<equals])
        value = String(text[text.index(after: equals)...])
    }

    public func isStaff(_ claims: IDTokenClaims) -> Bool {
        switch claims.all[name] {
        case .string(let text): text == value
        case .array(let items): items.contains(.string(value))
        default: false
        }
    }
}
