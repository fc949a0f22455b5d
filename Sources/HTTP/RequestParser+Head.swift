extension RequestParser {
    /// Reads the request line and header fields; true once the head is complete.
    mutating func readHead() throws(HTTPError) -> Bool {
        while true {
            guard let line = try nextSectionLine() else { return false }
            if case .requestLine = phase {
                // RFC 9112 §2.2: ignore empty lines received before the request line.
                if !line.isEmpty { try readRequestLine(line) }
            } else if line.isEmpty {
                try finishHead()
                return true
            } else {
                try readField(line)
            }
        }
    }

    private mutating func readRequestLine(_ line: Range<Int>) throws(HTTPError) {
        request.line = try buffer.withBytes { raw throws(HTTPError) in
            try RequestLine(UnsafeRawBufferPointer(rebasing: raw[line]))
        }
        phase = .headerFields
    }

    /// Decides the body framing and its limit once every header field is known.
    private mutating func finishHead() throws(HTTPError) {
        let line = request.line!
        try request.checkHost(version: line.version)
        switch try request.framing(version: line.version) {
        case .none:
            phase = .complete
        case .length(let length):
            request.bodyLimit = limit(for: line)
            guard length <= request.bodyLimit else { throw .bodyTooLarge(request.bodyLimit) }
            phase = length == 0 ? .complete : .fixedBody(length)
        case .chunked:
            request.bodyLimit = limit(for: line)
            phase = .chunkSize
        }
    }

    /// Asked only when a body is announced: a GET needs no limit, and asking costs a route lookup.
    private func limit(for line: RequestLine) -> Int {
        bodyLimit.map { $0(line.method, Self.path(of: line.target)) } ?? limits.maxBodyBytes
    }

    private static func path(of target: String) -> String {
        guard let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) else { return target }
        return String(target[..<mark])
    }
}
