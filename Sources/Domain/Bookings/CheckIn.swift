/// What staff mark at the door: the form field `status`.
public enum CheckIn: String, Sendable, Equatable, CaseIterable {
    case present
    case noShow = "no_show"
}
