import Crypto
import Domain
import HTTP
import Pages
import Storage

/// The settings page's gym part: the private address of the member's bookings feed (made,
/// made anew, revoked), and their whiteboard choices.
struct GymSettingsPages: Sendable {
    let services: Services

    /// 32 random bytes: an address nobody guesses.
    static let tokenBytes = 32

    /// Makes the feed's address, or a new one in place of the old, which stops working.
    func createFeed(_ visit: Visit, user: User) throws -> Response {
        var settings = try services.database.gymSettings(userID: user.id)
        settings.feedToken = SecureRandom.token(bytes: Self.tokenBytes)
        try services.database.saveGymSettings(userID: user.id, settings)
        return .redirect(to: "/settings?saved=feed#bookings-feed-heading")
    }

    func revokeFeed(_ visit: Visit, user: User) throws -> Response {
        var settings = try services.database.gymSettings(userID: user.id)
        settings.feedToken = nil
        try services.database.saveGymSettings(userID: user.id, settings)
        return .redirect(to: "/settings?saved=feed-revoked#bookings-feed-heading")
    }

    /// The two check boxes: a box left unticked is not sent, so absent is off.
    func updateBoards(_ visit: Visit, user: User) throws -> Response {
        var settings = try services.database.gymSettings(userID: user.id)
        settings.hiddenFromBoards = visit.form["hide_from_boards"] == "1"
        settings.dotsAllowed = visit.form["dots_body_weight"] == "1"
        try services.database.saveGymSettings(userID: user.id, settings)
        return .redirect(to: "/settings?saved=boards#boards-heading")
    }
}
