/// A `Set-Cookie` header (RFC 6265 §4.1). The initializer traps on a name or attribute that
/// would break the header: a ";" in a value would let it inject attributes of its own.
/// Encode arbitrary data (base64url, percent-encoding) before putting it in a cookie.
public struct SetCookie: Sendable, Equatable {
    public enum SameSite: String, Sendable {
        case strict = "Strict", lax = "Lax", none = "None"
    }

    public let name: String
    public let value: String
    public let path: String?
    public let domain: String?
    /// Seconds until the cookie expires; zero or less deletes it.
    public let maxAge: Int?
    /// Expiry as Unix time, for clients that ignore Max-Age.
    public let expires: Int?
    public let secure: Bool
    public let httpOnly: Bool
    public let sameSite: SameSite?

    /// The defaults suit a session cookie: whole site, hidden from scripts, not sent on
    /// cross-site POSTs. `secure` is off by default so the app works over plain HTTP locally.
    public init(name: String, value: String, path: String? = "/", domain: String? = nil, maxAge: Int? = nil,
                expires: Int? = nil, secure: Bool = false, httpOnly: Bool = true, sameSite: SameSite? = .lax) {
        precondition(!name.isEmpty && name.utf8.allSatisfy(ByteClass.isToken), "cookie name \(name) is not a token")
        precondition(value.utf8.allSatisfy(ByteClass.isCookieOctet), "cookie value has characters RFC 6265 forbids")
        // path-value: any CHAR except CTLs or ";" (§4.1.1).
        precondition(path?.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: ";") } ?? true,
                     "cookie path has a control character or ';'")
        precondition(domain?.utf8.allSatisfy(ByteClass.isDomainName) ?? true, "cookie domain is not a host name")
        // Browsers drop a SameSite=None cookie that is not also Secure.
        precondition(sameSite != SameSite.none || secure, "SameSite=None requires Secure")
        self.name = name
        self.value = value
        self.path = path
        self.domain = domain
        self.maxAge = maxAge
        self.expires = expires
        self.secure = secure
        self.httpOnly = httpOnly
        self.sameSite = sameSite
    }

    public var headerValue: String {
        var header = "\(name)=\(value)"
        if let path { header += "; Path=\(path)" }
        if let domain { header += "; Domain=\(domain)" }
        if let maxAge { header += "; Max-Age=\(maxAge)" }
        if let expires { header += "; Expires=\(HTTPDate.format(unixTime: expires))" }
        if secure { header += "; Secure" }
        if httpOnly { header += "; HttpOnly" }
        if let sameSite { header += "; SameSite=\(sameSite.rawValue)" }
        return header
    }
}
