import CSSL
import Foundation
import Glibc

/// A small HTTPS server on 127.0.0.1 (a port the kernel picks) for the tests: one request a
/// connection, answered by `handler`, on a thread of its own until `stop`.
public final class TestTLSServer: @unchecked Sendable {
    public struct Request: Sendable {
        public let method: String
        public let target: String
        public let headers: [String: String]
        public let body: String

        public var path: String { String(target.prefix { $0 != "?" }) }

        /// The query's or the form body's fields, percent-decoded.
        public var fields: [String: String] {
            let text = method == "POST" ? body : String(target.drop { $0 != "?" }.dropFirst())
            var fields: [String: String] = [:]
            for pair in text.split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                    $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String($0)
                }
                fields[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return fields
        }
    }

    public struct Response: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
        /// Sent in chunks of this many bytes with `Transfer-Encoding: chunked`; nil for Content-Length.
        public var chunkSize: Int?

        public init(status: Int = 200, headers: [(String, String)] = [("Content-Type", "application/json")], body: String, chunkSize: Int? = nil) {
            self.status = status
            self.headers = headers
            self.body = Array(body.utf8)
            self.chunkSize = chunkSize
        }
    }

    public let port: UInt16
    private let listener: Int32
    private let context: OpaquePointer
    private let handler: @Sendable (Request) -> Response
    private let stopped = NSLock()
    private var isStopped = false
    private var thread: Thread?

    public init(certificate: String, key: String, handler: @escaping @Sendable (Request) -> Response) throws {
        context = SSL_CTX_new(TLS_server_method())
        guard SSL_CTX_use_certificate_chain_file(context, certificate) == 1, SSL_CTX_use_PrivateKey_file(context, key, SSL_FILETYPE_PEM) == 1 else {
            throw ServerError.setup("the certificate or key could not be read")
        }
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(listener, pointer, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, pointer, &length) == 0
            }
        }
        guard bound else { throw ServerError.setup("could not listen on 127.0.0.1") }
        port = UInt16(bigEndian: address.sin_port)
        self.handler = handler
        let thread = Thread { [unowned self] in self.serve() }
        self.thread = thread
        thread.start()
    }

    public var origin: String { "https://127.0.0.1:\(port)" }

    public func stop() {
        stopped.withLock { isStopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit {
        SSL_CTX_free(context)
    }

    private func serve() {
        while true {
            let client = accept(listener, nil, nil)
            if stopped.withLock({ isStopped }) {
                if client >= 0 { close(client) }
                return
            }
            guard client >= 0 else { continue }
            answer(client)
        }
    }

    private func answer(_ client: Int32) {
        var time = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        let ssl = SSL_new(context)
        defer {
            SSL_free(ssl)
            close(client)
        }
        SSL_set_fd(ssl, client)
        guard SSL_accept(ssl) == 1, let request = read(ssl) else { return }
        let response = handler(request)
        var head = "HTTP/1.1 \(response.status) Test\r\nConnection: close\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        var body = response.body
        if let size = response.chunkSize {
            head += "Transfer-Encoding: chunked\r\n"
            body = stride(from: 0, to: body.count, by: size).flatMap { start -> [UInt8] in
                let end = min(body.count, start + size)
                return Array((String(end - start, radix: 16) + "\r\n").utf8) + body[start..<end] + Array("\r\n".utf8)
            } + Array("0\r\n\r\n".utf8)
        } else {
            head += "Content-Length: \(body.count)\r\n"
        }
        let bytes = Array((head + "\r\n").utf8) + body
        _ = bytes.withUnsafeBytes { SSL_write(ssl, $0.baseAddress, Int32($0.count)) }
        SSL_shutdown(ssl)
    }

    private func read(_ ssl: OpaquePointer?) -> Request? {
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        func more() -> Bool {
            let count = buffer.withUnsafeMutableBytes { SSL_read(ssl, $0.baseAddress, Int32($0.count)) }
            guard count > 0 else { return false }
            data += buffer[..<Int(count)]
            return true
        }
        let separator = Array("\r\n\r\n".utf8)
        var headEnd: Int?
        while headEnd == nil {
            guard more() else { return nil }
            headEnd = data.indices.dropLast(3).first { Array(data[$0..<$0 + 4]) == separator }
        }
        let lines = String(decoding: data[..<headEnd!], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = headers["content-length"].flatMap { Int($0) } ?? 0
        while data.count < headEnd! + 4 + length {
            guard more() else { return nil }
        }
        let body = String(decoding: data[(headEnd! + 4)...], as: UTF8.self)
        return Request(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    enum ServerError: Error {
        case setup(String)
    }
}
