extension RequestParser {
    /// The index of the LF ending the line at `cursor`, searching only below `end` and never
    /// looking at a byte twice; nil while that LF has not arrived.
    mutating func lineEnd(before end: Int) -> Int? {
        let end = min(end, buffer.count)
        guard searchedUpTo < end else { return nil }
        let start = searchedUpTo
        let found = buffer.withUnsafeBytes { ByteSearch.index(of: ByteClass.lf, in: $0, range: start..<end) }
        searchedUpTo = found ?? end
        return found
    }

    /// Consumes the line ending with the LF at `lf` and returns its content without CRLF.
    /// Only CRLF ends a line: RFC 9112 §2.2 allows accepting a bare LF, but we reject bare LF
    /// and bare CR because parsers that disagree on line ends are how requests are smuggled.
    mutating func takeLine(endingAt lf: Int) throws(HTTPError) -> Range<Int> {
        guard lf > cursor, buffer[lf - 1] == ByteClass.cr else { throw .bareLineFeed }
        let line = cursor..<(lf - 1)
        let bareCR = buffer.withUnsafeBytes { ByteSearch.index(of: ByteClass.cr, in: $0, range: line) }
        guard bareCR == nil else { throw .bareCarriageReturn }
        cursor = lf + 1
        searchedUpTo = cursor
        return line
    }

    /// The next complete line of a field section (headers or trailers), or nil while it has
    /// not arrived; 431 once the section cannot end within `maxHeaderBytes`.
    /// A request line is first checked for 414, before its line end and before 431, and only
    /// up to the 431 limit, so the answer is the same whether the bytes arrive at once or not.
    mutating func nextSectionLine() throws(HTTPError) -> Range<Int>? {
        let limit = sectionStart + limits.maxHeaderBytes
        let lf = lineEnd(before: limit)
        if case .requestLine = phase { try checkTargetLength(upTo: lf ?? min(buffer.count, limit)) }
        if let lf { return try takeLine(endingAt: lf) }
        guard buffer.count < limit else { throw .headerSectionTooLarge(limits.maxHeaderBytes) }
        return nil
    }

    /// The request line so far is `cursor..<end`, less a CR that may turn out to end it.
    private func checkTargetLength(upTo end: Int) throws(HTTPError) {
        let end = end > cursor && buffer[end - 1] == ByteClass.cr ? end - 1 : end
        let (start, limit) = (cursor, limits.maxTargetLength)
        try buffer.withBytes { raw throws(HTTPError) in
            try RequestLine.checkTargetLength(UnsafeRawBufferPointer(rebasing: raw[start..<end]), limit: limit)
        }
    }

    /// Reads one field line into the request, or checks and drops it for a trailer.
    mutating func readField(_ line: Range<Int>) throws(HTTPError) {
        request.fieldCount += 1
        guard request.fieldCount <= limits.maxHeaderCount else { throw .tooManyFields(limits.maxHeaderCount) }
        let field = try buffer.withBytes { raw throws(HTTPError) in try FieldLine(UnsafeRawBufferPointer(rebasing: raw[line])) }
        guard case .headerFields = phase else { return }
        try request.add(field)
    }
}
