import Crypto
import HTTP
import Pages

/// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a
/// browser that has logged in to an account carries `nonce.signature`, the signature an
/// HMAC-SHA256 of the account's email and the nonce under a key only the server knows. A
/// login with such a cookie is throttled on its own (`LoginThrottle.Client.trusted`), so
/// failures from anywhere else never lock the account's owner out.
///
/// Nothing is stored per cookie: the signature proves the server issued it for that email.
/// The email is signed but not carried, so the cookie tells nothing about whose it is, and
/// a changed email needs one login from the browser to be trusted again.
struct DeviceCookies: Sendable {
    static let name = "device"
    /// The `server_secrets` row that holds the key, made at first start.
    static let secretName = "device-cookie-hmac"
    static let keyByteCount = 32
    /// A year: the browser stays trusted however rarely its owner logs in.
    static let lifetime = 365 * 24 * 3600

    let key: [UInt8]

    /// How the throttle should see this login attempt: trusted when the request carries a
    /// cookie this server signed for `account`, else untrusted from `address`. A cookie with a
    /// bad signature, or one issued for another email, counts for nothing.
    func client(_ request: Request, account: String, address: String) -> LoginThrottle.Client {
        guard let value = request.cookie(named: Self.name), let dot = value.utf8.firstIndex(of: UInt8(ascii: ".")) else {
            return .untrusted(address: address)
        }
        let nonce = value[..<dot]
        let signature = value[value.utf8.index(after: dot)...]
        guard Sessions.isToken(nonce), constantTimeEquals(String(signature), sign(account, nonce: nonce)) else {
            return .untrusted(address: address)
        }
        return .trusted(nonce: String(nonce))
    }

    /// A newly signed cookie for `account`, issued at every successful login (as OWASP asks)
    /// so each login starts a fresh count of failures.
    func cookie(for account: String, sessions: Sessions, visit: Visit) -> SetCookie {
        let nonce = SecureRandom.token(bytes: 16)
        // Strict: only ever needed by the log-in form's own POST.
        return sessions.cookie(Self.name, nonce + "." + sign(account, nonce: nonce), maxAge: Self.lifetime, visit: visit,
                               sameSite: .strict)
    }

    /// The nonce has no line break (`Sessions.isToken`), so no two pairs sign the same bytes.
    private func sign(_ account: String, nonce: some StringProtocol) -> String {
        let message = Array(account.lowercased().utf8) + [UInt8(ascii: "\n")] + Array(nonce.utf8)
        return Base64.encode(HMACSHA256.authenticationCode(key: key, message: message), alphabet: .urlSafe)
    }
}
