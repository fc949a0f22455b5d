import Foundation
import HTTP
@testable import App

/// Drives the app in-process like a browser: keeps cookies, sends forms with the page's
/// CSRF token, and remembers the last page.
final class TestBrowser {
    let app: App
    var cookies: [String: String] = [:]
    var address: String
    /// What `Sec-Fetch-Site` says of each request: a browser following the site's own links
    /// sends `same-origin`; nil sends no header, as a client without Fetch Metadata.
    var fetchSite: String? = "same-origin"
    /// What a reverse proxy in front would append to `X-Forwarded-For`; nil sends none.
    var forwardedFor: String?
    /// More fields sent with every request, as a sign-in proxy in front adds `Remote-Email`.
    var extraHeaders: [(name: String, value: String)] = []
    private(set) var lastPage = ""
    /// When set, a multipart upload goes through the request parser with this spool, as the
    /// server reads it off a socket: a body over its threshold arrives in a file.
    var spool: BodySpool?

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

    /// Posts a multipart form, as a browser sends an upload: the fields, then `file` as the
    /// part named `field`. `csrf: nil` uses the token of the last page; pass "" to send none.
    @discardableResult
    func upload(_ target: String, _ fields: [(String, String)], file: (field: String, name: String, bytes: [UInt8])?,
                csrf: String? = nil) -> Response {
        let token = csrf ?? csrfToken
        let (body, contentType) = Self.multipart((token.isEmpty ? [] : [("csrf_token", token)]) + fields, file: file)
        var headers = headers()
        headers.add("Content-Type", contentType)
        headers.add("Content-Length", String(body.count))
        guard let spool else { return send(Request(method: .post, target: target, headers: headers, body: body)) }
        var parser = RequestParser(spool: spool) { _ in .body(limit: 256 << 20) }
        parser.append(Array(("POST \(target) HTTP/1.1\r\n" + headers.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n").utf8))
        for start in stride(from: 0, to: body.count, by: 64 << 10) { parser.append(Array(body[start..<min(body.count, start + (64 << 10))])) }
        guard let request = try? parser.next() else { fatalError("the test upload did not parse") }
        return send(request)
    }

    /// A multipart/form-data body and its Content-Type (RFC 7578).
    static func multipart(_ fields: [(String, String)], file: (field: String, name: String, bytes: [UInt8])?) -> (body: [UInt8], contentType: String) {
        let boundary = "----LiftingLogTest7MA4YWxkTrZu0gW"
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.name)\"\r\nContent-Type: application/octet-stream\r\n\r\n".utf8)
            body += file.bytes + Array("\r\n".utf8)
        }
        body += Array("--\(boundary)--\r\n".utf8)
        return (body, "multipart/form-data; boundary=\(boundary)")
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
        if let fetchSite { headers.add("Sec-Fetch-Site", fetchSite) }
        if let forwardedFor { headers.add("X-Forwarded-For", forwardedFor) }
        for field in extraHeaders { headers.add(field.name, field.value) }
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

extension TestBrowser {
    /// A request with the browser's cookies (none for a visitor), for calling a handler directly.
    static func request(_ target: String, as browser: TestBrowser?, method: HTTPMethod = .get) -> Request {
        Request(method: method, target: target, headers: browser?.headers() ?? ["Host": "localhost"])
    }

    /// What the server's admission gives this browser's POST to `target` once its head has
    /// arrived, before any of its body (`AppResponder.admit`).
    func admission(_ target: String) -> Admission {
        var head = Self.request(target, as: self, method: .post)
        head.headers.add("Content-Length", "1")
        return app.responder.admit(head)
    }
}

extension Admission {
    /// The body limit given, nil when the head was answered.
    var limit: Int? {
        if case .body(let limit) = self { limit } else { nil }
    }

    /// The answer given from the head alone, nil when the body may be read.
    var answer: Response? {
        if case .answer(let response) = self { response } else { nil }
    }
}
