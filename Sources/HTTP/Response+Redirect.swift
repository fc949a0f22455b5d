extension Response {
    /// Post/redirect/get: a 303 makes the browser follow with a GET (RFC 9110 §15.4.4).
    public static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: ["Location": location, "Cache-Control": "no-store"])
    }

    /// The one address of a page reached by another spelling of it. Kept an hour only: staff
    /// may rename what the address names.
    public static func movedPermanently(to location: String) -> Response {
        Response(status: .movedPermanently, headers: ["Location": location, "Cache-Control": "max-age=3600"])
    }
}
