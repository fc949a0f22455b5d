import Foundation
import HTTP
@testable import App

/// Drives the app in-process like a browser: keeps cookies, sends forms with the page's
/// CSRF token, and remembers the last page.
final class TestBrowser {
    let app: App
    var cookies: [String: String] = [:]
    var address: String
    private(set) var lastPage = ""

    init(_ app: App, address: String = "192.0.2.\(Int.random(in: 1...254))") {
        self.app = app
        self.address = address
    }

    @discardableResult
    func get(_ target: String) -> Response {
        send(Request(method: .get, target: target, headers: headers()))
    }

    /// Posts a form. `csrf: nil` uses the token of the last page; pass "" to send none.
    @discardableResult
    func post(_ target: String, _ fields: [(String, String)], csrf: String? = nil) -> Response {
        var all = fields
        let token = csrf ?? csrfToken
        if !token.isEmpty { all.append(("csrf_token", token)) }
        let body = all.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
        var headers = headers()
        headers.add("Content-Type", "application/x-www-form-urlencoded")
        headers.add("Content-Length", String(body.utf8.count))
        return send(Request(method: .post, target: target, headers: headers, body: Array(body.utf8)))
    }

    /// Posts a multipart form, as a browser sends a file upload; the page's CSRF token is added.
    @discardableResult
    func postMultipart(_ target: String, _ fields: [(String, String)], files: [(name: String, filename: String, body: [UInt8])]) -> Response {
        let boundary = "----TestBoundary7MA4YWxkTrZu0gW"
        var body: [UInt8] = []
        func part(_ disposition: String, _ content: [UInt8]) {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; \(disposition)\r\n\r\n".utf8) + content + Array("\r\n".utf8)
        }
        for (name, value) in fields + [("csrf_token", csrfToken)] { part("name=\"\(name)\"", Array(value.utf8)) }
        for file in files { part("name=\"\(file.name)\"; filename=\"\(file.filename)\"", file.body) }
        body += Array("--\(boundary)--\r\n".utf8)
        var headers = headers()
        headers.add("Content-Type", "multipart/form-data; boundary=\(boundary)")
        headers.add("Content-Length", String(body.count))
        return send(Request(method: .post, target: target, headers: headers, body: body))
    }

    var csrfToken: String {
        guard let range = lastPage.range(of: #"name="csrf_token" value="[^"]+""#, options: .regularExpression) else { return "" }
        return String(lastPage[range].dropFirst(#"name="csrf_token" value=""#.count).dropLast())
    }

    @discardableResult
    func signUp(email: String = "ada@example.com", password: String = "correct horse battery", first: String = "Ada",
                last: String = "Lovelace", birthDate: String = "1990-12-10") -> Response {
        get("/signup")
        return post("/signup", [("email", email), ("password", password), ("first_name", first), ("last_name", last), ("birth_date", birthDate)])
    }

    @discardableResult
    func logIn(email: String = "ada@example.com", password: String = "correct horse battery", next: String? = nil) -> Response {
        get("/login")
        var fields = [("email", email), ("password", password)]
        if let next { fields.append(("next", next)) }
        return post("/login", fields)
    }

    private func headers() -> HTTPHeaders {
        var headers: HTTPHeaders = ["Host": "localhost"]
        if !cookies.isEmpty {
            headers.add("Cookie", cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        return headers
    }

    private func send(_ incoming: Request) -> Response {
        var request = incoming
        request.remoteAddress = address
        let response = app.respond(to: request)
        for header in response.headers.values(for: "Set-Cookie") {
            let pair = header.split(separator: ";")[0].split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(pair[0]), value = pair.count > 1 ? String(pair[1]) : ""
            if header.contains("Max-Age=0") || value.isEmpty { cookies[name] = nil } else { cookies[name] = value }
        }
        if response.headers["Content-Type"]?.hasPrefix("text/html") == true {
            lastPage = response.text
        }
        return response
    }

    private func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
