extension RequestParser {
    /// A Content-Length body (RFC 9112 §6.2), moved out of the receive buffer as it arrives
    /// into an array given its whole length once: a 50 MB upload is then held once, rather
    /// than in the buffer and again as the body, and never copied by an array doubling.
    mutating func readFixedBody(_ length: Int) -> Bool {
        if request.body.capacity < length { request.body.reserveCapacity(length) }
        let arrived = min(length - request.body.count, buffer.count - cursor)
        request.body.append(contentsOf: buffer[cursor..<(cursor + arrived)])
        cursor += arrived
        guard request.body.count == length else {
            // Everything buffered is body: the buffer starts again empty for the next read.
            buffer.removeAll(keepingCapacity: true)
            cursor = 0
            searchedUpTo = 0
            sectionStart = 0
            return false
        }
        phase = .complete
        return true
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
        guard size <= request.bodyLimit - request.body.count else { throw .bodyTooLarge(request.bodyLimit) }
        if size == 0 {
            sectionStart = cursor
            request.fieldCount = 0
            phase = .trailerFields
        } else {
            phase = .chunkData(size)
        }
        return true
    }

    /// A chunk's data and the CRLF after it.
    mutating func readChunkData(_ size: Int) throws(HTTPError) -> Bool {
        guard buffer.count - cursor - 2 >= size else { return false }
        guard buffer[cursor + size] == ByteClass.cr, buffer[cursor + size + 1] == ByteClass.lf else {
            throw .missingChunkCRLF
        }
        request.body.append(contentsOf: buffer[cursor..<(cursor + size)])
        cursor += size + 2
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
