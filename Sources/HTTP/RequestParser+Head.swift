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

    /// Decides the body framing, and for a body its admission, once every header field is known.
    private mutating func finishHead() throws(HTTPError) {
        let line = request.line!
        try request.checkHost(version: line.version)
        let framing = try request.framing(version: line.version)
        if case .none = framing {
            phase = .complete
            return
        }
        guard let limit = admittedLimit() else { return }
        request.bodyLimit = limit
        if case .length(let length) = framing {
            guard length <= limit else { throw .bodyTooLarge(limit) }
            phase = length == 0 ? .complete : .fixedBody(length)
        } else {
            phase = .chunkSize
        }
    }

    /// The body limit `admit` gives this request, or nil when it answered from the head alone:
    /// then nothing more is read. Asked only when a body is announced: a GET needs no
    /// admission, and asking costs a route lookup and a session check.
    private mutating func admittedLimit() -> Int? {
        let head = assembled(body: [])
        switch admit?(head) ?? .body(limit: limits.maxBodyBytes) {
        case .body(let limit):
            return limit
        case .answer(let response):
            answered = (head, response)
            buffer = []
            phase = .answered
            return nil
        }
    }
}
