import HTTP

extension Request {
    /// Whether the browser says this request comes from the site itself or from the user
    /// (a typed address, a bookmark): `Sec-Fetch-Site` is `same-origin` or `none` (Fetch
    /// Metadata, W3C). A GET that writes anything asks this first, so a link or an image on
    /// another site cannot write for a member. A request without the header is treated as
    /// cross-site: every current browser sends it, and a client that does not gets the page
    /// anyway, only without the write.
    var isOwnNavigation: Bool {
        guard let site = headers["Sec-Fetch-Site"]?.lowercased() else { return false }
        return site == "same-origin" || site == "none"
    }
}
