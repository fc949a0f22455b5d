extension Response {
    /// Adds a `Set-Cookie` header; each cookie needs its own (RFC 6265 §3).
    public mutating func setCookie(_ cookie: SetCookie) {
        headers.add("Set-Cookie", cookie.headerValue)
    }
}
