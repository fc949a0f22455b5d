import Foundation
import TestClient

/// Cookies and the CSRF token over real sockets, for the tests that run the binary.
struct CookieJar {
    struct Page {
        let status: Int
        let text: String
        var csrf: String {
            guard let range = text.range(of: #"name="csrf_token" value="[^"]+""#, options: .regularExpression) else { return "" }
            return String(text[range].dropFirst(#"name="csrf_token" value=""#.count).dropLast())
        }
    }

    private var cookies: [String: String] = [:]

    /// The Cookie header a request of this browser carries.
    var cookieHeader: String { cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }

    mutating func get(_ port: UInt16, _ path: String) throws -> Page {
        try exchange(port, "GET", path, body: nil)
    }

    @discardableResult
    mutating func post(_ port: UInt16, _ path: String, _ body: String) throws -> Page {
        try exchange(port, "POST", path, body: body)
    }

    private mutating func exchange(_ port: UInt16, _ method: String, _ path: String, body: String?) throws -> Page {
        var headers = ["Cookie": cookieHeader]
        if body != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        let reply = try TestClient(port: port).request(method, path, headers: headers, body: body ?? "")
        for header in reply.headers where header.name.lowercased() == "set-cookie" {
            let pair = header.value.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
        }
        return Page(status: reply.status, text: reply.text)
    }
}
