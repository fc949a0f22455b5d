import Crypto
import HTTP
import Domain
import Pages

/// Between a right password and a right two-factor code the browser holds a cookie saying
/// whose password it was, signed with HMAC-SHA256 so nothing is stored for it and it cannot be
/// made for another member. It is good for five minutes and proves nothing by itself: it only
/// lets the code form be tried, and wrong codes count in the login throttle.
struct PendingLogins: Sendable {
    static let cookieName = "pending_login"
    static let lifetime = 5 * 60

    struct Pending: Sendable, Equatable {
        let userID: Int64
        let email: String
        /// Where the member was going when asked to log in.
        let next: String
    }

    /// Derived from the device cookies' key, so no second secret is stored, yet no device cookie
    /// can pass for a pending login (the label differs).
    let key: [UInt8]

    init(deviceKey: [UInt8]) {
        key = HMACSHA256.authenticationCode(key: deviceKey, message: Array("pending login".utf8))
    }

    func cookie(for pending: Pending, now: Int, sessions: Sessions, visit: Visit) -> SetCookie {
        let payload = Array("\(pending.userID)\n\(now + Self.lifetime)\n\(pending.email)\n\(pending.next)".utf8)
        let value = Base64.encode(payload, alphabet: .urlSafe) + "." + sign(payload)
        return sessions.cookie(Self.cookieName, value, maxAge: Self.lifetime, visit: visit, sameSite: .strict)
    }

    /// The pending login the request's cookie names, if the signature holds and it has not expired.
    func pending(_ request: Request, now: Int) -> Pending? {
        guard let value = request.cookie(named: Self.cookieName) else { return nil }
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let payload = Base64.decode(parts[0], alphabet: .urlSafe),
              constantTimeEquals(String(parts[1]), sign(payload)) else { return nil }
        let fields = String(decoding: payload, as: UTF8.self).split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let userID = BoundedNumber.integer(fields[0], in: Int64(1)...Int64.max),
              let expiresAt = BoundedNumber.integer(fields[1], in: 0...Int.max), expiresAt > now else { return nil }
        return Pending(userID: userID, email: String(fields[2]), next: String(fields[3]))
    }

    func cleared(_ response: Response, sessions: Sessions, visit: Visit) -> Response {
        var response = response
        response.setCookie(sessions.cookie(Self.cookieName, "", maxAge: 0, visit: visit, sameSite: .strict))
        return response
    }

    private func sign(_ payload: [UInt8]) -> String {
        Base64.encode(HMACSHA256.authenticationCode(key: key, message: payload), alphabet: .urlSafe)
    }
}
