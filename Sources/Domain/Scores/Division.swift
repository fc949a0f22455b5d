/// As prescribed or scaled: the form field `division`.
public enum Division: String, Sendable, Equatable, CaseIterable {
    case rx
    case scaled

    public var label: String { self == .rx ? "Rx" : "Scaled" }
}
