import Numbers

/// Reads one HTTP/1.1 response off a connection: the status line, the header fields, and a
/// body framed by `Content-Length`, by chunks, or by the connection's end; never more than
/// `limit` bytes of body, nor more than `headLimit` of head.
struct ResponseReader {
    static let headLimit = 64 << 10
    let connection: TLSConnection
    let limit: Int
    private var buffer: [UInt8] = []
    private var position = 0
    private var finished = false

    init(connection: TLSConnection, limit: Int) {
        self.connection = connection
        self.limit = limit
    }

    mutating func read() throws(HTTPSError) -> HTTPSResponse {
        let statusLine = try line(limit: Self.headLimit)
        let parts = statusLine.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = BoundedNumber.integer(parts[1], in: 100...599) else {
            throw HTTPSError("The server did not answer in HTTP/1.1.")
        }
        var headers: [(name: String, value: String)] = []
        var headBytes = statusLine.utf8.count
        while true {
            let field = try line(limit: Self.headLimit)
            headBytes += field.utf8.count + 2
            guard headBytes <= Self.headLimit else { throw HTTPSError("The server's header section is over \(Self.headLimit) bytes.") }
            if field.isEmpty { break }
            guard let colon = field.firstIndex(of: ":") else { throw HTTPSError("The server sent a header line without a colon.") }
            headers.append((field[..<colon].lowercased(), String(field[field.index(after: colon)...].trimmingSpaces())))
        }
        let response = HTTPSResponse(status: status, headers: headers, body: [])
        return HTTPSResponse(status: status, headers: headers, body: try body(of: response))
    }

    private mutating func body(of response: HTTPSResponse) throws(HTTPSError) -> [UInt8] {
        if response.header("transfer-encoding")?.lowercased() == "chunked" { return try chunkedBody() }
        if let text = response.header("content-length") {
            guard let length = BoundedNumber.integer(text, in: 0...Int.max) else { throw HTTPSError("The server sent a Content-Length that is not a number.") }
            guard length <= limit else { throw tooLong }
            return try bytes(length)
        }
        var body: [UInt8] = []
        while try fill() {
            body += buffer[position...]
            position = buffer.count
            guard body.count <= limit else { throw tooLong }
        }
        return body
    }

    private mutating func chunkedBody() throws(HTTPSError) -> [UInt8] {
        var body: [UInt8] = []
        while true {
            let sizeLine = try line(limit: 1024)
            let digits = sizeLine.prefix { $0 != ";" }
            guard let size = BoundedNumber.integer(digits, radix: 16, in: 0...limit) else {
                throw digits.isEmpty ? HTTPSError("The server sent a chunk without a size.") : tooLong
            }
            if size == 0 { break }
            guard body.count <= limit - size else { throw tooLong }
            body += try bytes(size)
            guard try line(limit: 2).isEmpty else { throw HTTPSError("A chunk of the server's answer did not end where its size said.") }
        }
        // The trailer section, read up to its end and dropped.
        while try !line(limit: Self.headLimit).isEmpty {}
        return body
    }

    private var tooLong: HTTPSError { HTTPSError("The server's answer is longer than \(limit) bytes.") }

    /// The next line without its CRLF (a bare LF is taken too).
    private mutating func line(limit: Int) throws(HTTPSError) -> String {
        var start = position
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                var end = newline
                if end > position, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                let text = String(decoding: buffer[position..<end], as: UTF8.self)
                position = newline + 1
                return text
            }
            let scanned = buffer.count - position
            guard scanned <= limit else { throw HTTPSError("The server sent a line longer than \(limit) bytes.") }
            // `fill` moves the unread bytes to the front; the search goes on after those seen.
            guard try fill() else { throw HTTPSError("The server closed the connection in the middle of its answer.") }
            start = position + scanned
        }
    }

    private mutating func bytes(_ count: Int) throws(HTTPSError) -> [UInt8] {
        while buffer.count - position < count {
            guard try fill() else { throw HTTPSError("The server closed the connection before the whole body came.") }
        }
        let slice = Array(buffer[position..<position + count])
        position += count
        return slice
    }

    /// Reads more into the buffer, dropping what was consumed; false at the connection's end.
    private mutating func fill() throws(HTTPSError) -> Bool {
        if finished { return false }
        if position > 0 {
            buffer.removeFirst(position)
            position = 0
        }
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        let count = try connection.read(into: &chunk)
        if count == 0 {
            finished = true
            return false
        }
        buffer += chunk[..<count]
        return true
    }
}
