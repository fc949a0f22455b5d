extension RequestParser {
    /// A Content-Length body (RFC 9112 §6.2), moved out of the receive buffer as it arrives:
    /// an upload over the spool's threshold into a file (`PartialRequest.appendBody`), any
    /// other body into an array given its whole length once, so that a large body is held
    /// once, rather than in the buffer and again as the body, and never copied by a doubling.
    mutating func readFixedBody(_ length: Int) throws(HTTPError) -> Bool {
        if request.body.capacity < length, !request.spools(length, spool: spool) { request.body.reserveCapacity(length) }
        let arrived = min(length - request.bodyCount, buffer.count - cursor)
        try takeBody(arrived)
        guard request.bodyCount == length else { return false }
        phase = .complete
        return true
    }

    /// Moves `count` buffered bytes at the cursor to the body; once the buffer is all body,
    /// it starts again empty for the next read, so it never holds more than one read.
    private mutating func takeBody(_ count: Int) throws(HTTPError) {
        try buffer.withBytes { raw throws(HTTPError) in
            try request.appendBody(UnsafeRawBufferPointer(rebasing: raw[cursor..<(cursor + count)]), spool: spool)
        }
        cursor += count
        searchedUpTo = cursor
        guard cursor == buffer.count else { return }
        buffer.removeAll(keepingCapacity: true)
        cursor = 0
        searchedUpTo = 0
        sectionStart = 0
    }

    /// `chunk-size [ chunk-ext ] CRLF` (RFC 9112 §7.1). The declared size counts against the
    /// body limit before its data arrives.
    mutating func readChunkSize() throws(HTTPError) -> Bool {
        let limit = limits.maxChunkLineBytes
        guard let lf = lineEnd(before: cursor + limit) else {
            guard buffer.count - cursor < limit else { throw .chunkLineTooLong(limit) }
            return false
        }
        let line = try takeLine(endingAt: lf)
        let size = try buffer.withBytes { raw throws(HTTPError) in
            try Self.chunkSize(UnsafeRawBufferPointer(rebasing: raw[line]))
        }
        guard size <= request.bodyLimit - request.bodyCount else { throw .bodyTooLarge(request.bodyLimit) }
        if size == 0 {
            sectionStart = cursor
            request.fieldCount = 0
            phase = .trailerFields
        } else {
            phase = .chunkData(size)
        }
        return true
    }

    /// A chunk's data, taken as it arrives: a chunk may be as large as the whole body.
    mutating func readChunkData(_ size: Int) throws(HTTPError) -> Bool {
        let arrived = min(size, buffer.count - cursor)
        guard arrived > 0 else { return false }
        try takeBody(arrived)
        phase = arrived == size ? .chunkEnd : .chunkData(size - arrived)
        return true
    }

    /// The CRLF after a chunk's data.
    mutating func readChunkEnd() throws(HTTPError) -> Bool {
        guard buffer.count - cursor >= 2 else { return false }
        guard buffer[cursor] == ByteClass.cr, buffer[cursor + 1] == ByteClass.lf else { throw .missingChunkCRLF }
        cursor += 2
        searchedUpTo = cursor
        phase = .chunkSize
        return true
    }

    /// The trailer section is read by the header rules and dropped (RFC 9112 §7.1.2): nothing
    /// here is meant to act on a field that arrives after the body.
    mutating func readTrailers() throws(HTTPError) -> Bool {
        while true {
            guard let line = try nextSectionLine() else { return false }
            if line.isEmpty {
                phase = .complete
                return true
            }
            try readField(line)
        }
    }

    /// The hexadecimal size; extensions are checked for stray control bytes and skipped.
    private static func chunkSize(_ line: UnsafeRawBufferPointer) throws(HTTPError) -> Int {
        var size = 0, index = 0
        while index < line.count, let digit = ByteClass.hexValue(line[index]) {
            guard size <= Int.max >> 4 else { throw .chunkSizeOverflow }
            size = size << 4 | Int(digit)
            index += 1
        }
        guard index > 0 else { throw .invalidChunkSize }
        guard index < line.count else { return size }
        // Whitespace (BWS) may only come before the ";" of an extension.
        while index < line.count, ByteClass.isWhitespace(line[index]) { index += 1 }
        guard index < line.count, line[index] == UInt8(ascii: ";") else { throw .invalidChunkSize }
        guard line[index...].allSatisfy(ByteClass.isFieldValue) else { throw .invalidChunkExtension }
        return size
    }
}
