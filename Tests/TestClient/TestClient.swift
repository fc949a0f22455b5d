import Foundation
import Glibc

/// A tiny blocking HTTP/1.1 client for end-to-end tests over a real socket: it sends raw
/// bytes exactly as given, so tests can also send what no real client would. Unchecked
/// Sendable: a test hands it to one other thread at a time, never to two at once.
public final class TestClient: @unchecked Sendable {
    public struct Reply: Sendable {
        public let status: Int
        public let headers: [(name: String, value: String)]
        public let body: [UInt8]

        public func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:port; `timeout` bounds every read and every send so a test never
    /// hangs.
    public init(port: UInt16, timeout: Double = 5) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(fd)
            throw Failure(description: "connect to port \(port) failed: errno \(errno)")
        }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(fd) }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Sends a GET (or another method) with a Host header and reads the reply.
    public func request(_ method: String = "GET", _ target: String, headers: [String: String] = [:], body: String = "") throws -> Reply {
        var text = "\(method) \(target) HTTP/1.1\r\nHost: localhost\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        if !body.isEmpty || method == "POST" { text += "Content-Length: \(body.utf8.count)\r\n" }
        try send(text + "\r\n" + body)
        return try readReply(method: method)
    }

    /// Reads one response; bodies are framed by Content-Length (our server always sends it).
    public func readReply(method: String = "GET") throws -> Reply {
        let headEnd = try readUntilHeadEnd()
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line in \(head)") }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        let length = method == "HEAD" || status == 304 || status == 204 ? 0
            : Int(headers.first { $0.name.lowercased() == "content-length" }?.value ?? "0") ?? 0
        while buffer.count < length { guard try fill() else { throw Failure(description: "connection closed mid-body") } }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return Reply(status: status, headers: headers, body: body)
    }

    /// True when the server has closed the connection (read returns end of file).
    public func isClosedByServer() -> Bool {
        guard buffer.isEmpty else { return false }
        return (try? fill()) == false
    }

    private func readUntilHeadEnd() throws -> Int {
        while true {
            if let end = find([13, 10, 13, 10]) { return end }
            guard try fill() else { throw Failure(description: "connection closed before a response head") }
        }
    }

    private func find(_ needle: [UInt8]) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        for start in 0...(buffer.count - needle.count) where buffer[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// Reads more bytes; false at end of file. Throws on timeout.
    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = recv(fd, &chunk, chunk.count, 0)
        if count > 0 {
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
        if count == 0 || errno == ECONNRESET { return false }
        throw Failure(description: "read timed out or failed: errno \(errno)")
    }
}
