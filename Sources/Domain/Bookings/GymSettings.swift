/// A member's choices about the gym floor, on their settings page.
public struct GymSettings: Sendable, Equatable {
    /// The secret in their bookings' calendar feed address; nil when they have none (or revoked it).
    public var feedToken: String?
    /// Left off the whiteboards others see (staff still see them).
    public var hiddenFromBoards: Bool
    /// Their body weight may rank their load scores by DOTS points.
    public var dotsAllowed: Bool

    public init(feedToken: String? = nil, hiddenFromBoards: Bool = false, dotsAllowed: Bool = false) {
        self.feedToken = feedToken
        self.hiddenFromBoards = hiddenFromBoards
        self.dotsAllowed = dotsAllowed
    }
}
