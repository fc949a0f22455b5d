import HTTP

extension Response {
    /// Post/redirect/get: a 303 makes the browser follow with a GET (RFC 9110 §15.4.4).
    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: ["Location": location, "Cache-Control": "no-store"])
    }
}
