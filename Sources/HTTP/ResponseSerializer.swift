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

    /// The head is measured first, written with plain copies into memory of that size, and
    /// appended to `output` at once: appending field by field to the array cost a check of its
    /// capacity and uniqueness per piece, most of writing a page's head.
    private static func writeHead(_ response: Response, date: String, keepAlive: Bool, version: HTTPVersion,
                                  into output: inout [UInt8]) {
        let status = response.status
        let capacity = fixedBytes + status.reason.utf8.count + date.utf8.count + response.headers.wireCount
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { memory in
            var head = PointerWriter(memory.baseAddress!)
            head.put("HTTP/1.1 ")
            head.putDecimal(status.code)
            head.put(" ")
            head.putSafe(status.reason)
            head.put("\r\n")
            response.headers.forEachPart { name, value in head.putField(name, value) } block: { block in head.put(block.lines) }
            head.putField("Date", date)
            if status.allowsBody {
                head.put("Content-Length: ")
                head.putDecimal(response.bodyCount)
                head.put("\r\n")
            }
            if !keepAlive {
                head.put("Connection: close\r\n")
            } else if version.minor == 0 {
                head.put("Connection: keep-alive\r\n")
            }
            head.put("\r\n")
            output.append(contentsOf: UnsafeBufferPointer(start: memory.baseAddress, count: head.count))
        }
    }

    /// The fields as `name: value` lines, made safe as a head's are (`FieldBlock`).
    static func lines(of headers: HTTPHeaders) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: headers.wireCount) { memory, count in
            var lines = PointerWriter(memory.baseAddress!)
            headers.forEachField { name, value in lines.putField(name, value) }
            count = lines.count
        }
    }

    /// What a head holds besides the reason, the date and the handler's fields, at most: the
    /// status line's other bytes, `Date: ` and `Content-Length: ` with two numbers of up to 20
    /// digits, `Connection: keep-alive`, and the line ends.
    private static let fixedBytes = 128
}
