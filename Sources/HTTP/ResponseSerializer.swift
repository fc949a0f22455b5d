/// Writes a response's head and body in HTTP/1.1 wire format (RFC 9112 §4, §6).
enum ResponseSerializer {
    /// Queues the response on `output`. `Content-Length` is always sent so keep-alive works;
    /// HEAD gets the length of the body it would have had, but no body (RFC 9110 §9.3.2).
    static func write(_ response: Response, date: String, keepAlive: Bool, version: HTTPVersion,
                      isHead: Bool, into output: inout OutputQueue) {
        output.appendCopied { head in
            writeHead(response, date: date, keepAlive: keepAlive, version: version, into: &head)
        }
        guard response.status.allowsBody && !isHead else { return }
        switch response.content {
        case .bytes(let body):
            output.append(body: body[...])
        case .pieces(let body):
            for piece in body.pieces { output.append(body: piece) }
        }
    }

    private static func writeHead(_ response: Response, date: String, keepAlive: Bool, version: HTTPVersion,
                                  into output: inout [UInt8]) {
        let status = response.status
        output.reserveCapacity(output.count + 512)
        output.append(contentsOf: statusLineStart)
        output.appendDecimal(status.code)
        output.append(UInt8(ascii: " "))
        appendSafe(status.reason, into: &output)
        output.append(contentsOf: crlf)
        for field in response.headers {
            appendField(field.name, field.value, into: &output)
        }
        appendField("Date", date, into: &output)
        if status.allowsBody {
            output.append(contentsOf: contentLength)
            output.appendDecimal(response.bodyCount)
            output.append(contentsOf: crlf)
        }
        if !keepAlive {
            appendField("Connection", "close", into: &output)
        } else if version.minor == 0 {
            appendField("Connection", "keep-alive", into: &output)
        }
        output.append(contentsOf: crlf)
    }

    // Arrays rather than string literals: appending a literal's UTF-8 view went through the
    // standard library's generic sequence copy, a fifth of writing a 304.
    private static let statusLineStart = Array("HTTP/1.1 ".utf8)
    private static let contentLength = Array("Content-Length: ".utf8)
    private static let separator = Array(": ".utf8)
    private static let crlf = Array("\r\n".utf8)

    /// Drops CR, LF and NUL from names and values: a header built from user input must never
    /// start a new header or split the response.
    private static func appendField(_ name: String, _ value: String, into output: inout [UInt8]) {
        appendSafe(name, into: &output)
        output.append(contentsOf: separator)
        appendSafe(value, into: &output)
        output.append(contentsOf: crlf)
    }

    private static func appendSafe(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            // CR, LF and NUL are all below 14: most fields are cleared eight bytes at a time.
            guard ByteSearch.containsByte(below: 14, in: bytes), bytes.contains(where: isUnsafe) else {
                output.append(contentsOf: bytes)
                return
            }
            for byte in bytes where !isUnsafe(byte) {
                output.append(byte)
            }
        }
    }

    private static func isUnsafe(_ byte: UInt8) -> Bool {
        byte == 13 || byte == 10 || byte == 0
    }
}
