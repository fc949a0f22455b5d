/// One `field-name ":" OWS field-value OWS` line (RFC 9112 §5), checked byte by byte.
struct FieldLine {
    let name: String
    let value: String

    /// Expects a non-empty line without its CRLF.
    init(_ line: UnsafeRawBufferPointer) throws(HTTPError) {
        // A leading space or tab would continue the previous line (obs-fold); RFC 9112 §5.2
        // lets a server reject it, and we do rather than guess how a proxy joined it.
        guard !ByteClass.isWhitespace(line[0]) else { throw .obsoleteLineFolding }
        guard let colon = ByteSearch.index(of: UInt8(ascii: ":"), in: line, range: 0..<line.count) else { throw .missingColon }
        guard colon > 0 else { throw .emptyFieldName }
        // RFC 9112 §5.1: whitespace before the colon MUST be rejected with 400.
        guard !ByteClass.isWhitespace(line[colon - 1]) else { throw .whitespaceBeforeColon }
        let name = UnsafeRawBufferPointer(rebasing: line[..<colon])
        guard name.allSatisfy(ByteClass.isToken) else { throw .invalidFieldName }
        var start = colon + 1, end = line.count
        while start < end, ByteClass.isWhitespace(line[start]) { start += 1 }
        while end > start, ByteClass.isWhitespace(line[end - 1]) { end -= 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[start..<end])
        guard Self.isFieldValue(value) else { throw .invalidFieldValue }
        self.name = String(decoding: name, as: UTF8.self)
        self.value = String(decoding: value, as: UTF8.self)
    }

    /// Every byte a field-vchar, SP, HTAB or obs-text (RFC 9110 §5.5). A value without control
    /// bytes and DEL, nearly every one, is told eight bytes a step; only one with a byte below
    /// SP is looked at byte by byte, to tell a tab from the rest.
    private static func isFieldValue(_ value: UnsafeRawBufferPointer) -> Bool {
        guard ByteSearch.index(of: 0x7F, in: value, range: 0..<value.count) == nil else { return false }
        guard ByteSearch.containsByte(below: ByteClass.space, in: value.assumingMemoryBound(to: UInt8.self)) else { return true }
        return value.allSatisfy(ByteClass.isFieldValue)
    }
}
