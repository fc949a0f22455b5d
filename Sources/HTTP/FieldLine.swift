/// One `field-name ":" OWS field-value OWS` line (RFC 9112 §5), checked byte by byte.
struct FieldLine {
    let name: String
    let value: String

    /// Expects a non-empty line without its CRLF.
    init(_ line: UnsafeRawBufferPointer) throws(HTTPError) {
        // A leading space or tab would continue the previous line (obs-fold); RFC 9112 §5.2
        // lets a server reject it, and we do rather than guess how a proxy joined it.
        guard !ByteClass.isWhitespace(line[0]) else { throw .obsoleteLineFolding }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .missingColon }
        guard colon > 0 else { throw .emptyFieldName }
        // RFC 9112 §5.1: whitespace before the colon MUST be rejected with 400.
        guard !ByteClass.isWhitespace(line[colon - 1]) else { throw .whitespaceBeforeColon }
        let name = UnsafeRawBufferPointer(rebasing: line[..<colon])
        guard name.allSatisfy(ByteClass.isToken) else { throw .invalidFieldName }
        var start = colon + 1, end = line.count
        while start < end, ByteClass.isWhitespace(line[start]) { start += 1 }
        while end > start, ByteClass.isWhitespace(line[end - 1]) { end -= 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[start..<end])
        guard value.allSatisfy(ByteClass.isFieldValue) else { throw .invalidFieldValue }
        self.name = String(decoding: name, as: UTF8.self)
        self.value = String(decoding: value, as: UTF8.self)
    }
}
