/// Splits a multipart/form-data body into its parts (RFC 7578, framing of RFC 2046 §5.1.1).
public enum MultipartParser {
    public static let maxParts = 1000
    /// The header lines of one part, together.
    public static let maxPartHeaderBytes = 8 * 1024

    public static func parse(body: [UInt8], contentType: String) throws(HTTPError) -> [MultipartPart] {
        let boundary = try Self.boundary(in: contentType)
        var parts = try body.withBytes { raw throws(HTTPError) -> [MultipartPart] in
            var bytes = MemoryMultipartBytes(bytes: raw)
            return try Self.parts(of: &bytes, boundary: boundary)
        }
        // Each part's content is a slice of the body, sharing its storage: a 50 MB upload is
        // not held twice.
        for index in parts.indices { parts[index].bytes = body[parts[index].range] }
        return parts
    }

    /// The parts of a body in a file, found by reading it a window at a time: a file part
    /// stays in the file (`MultipartPart.file`), a text field is read into memory.
    public static func parse(file: SpooledBody, contentType: String, windowSize: Int = 1 << 20) throws(HTTPError) -> [MultipartPart] {
        let boundary = try Self.boundary(in: contentType)
        var bytes = FileMultipartBytes(file: file, windowSize: windowSize)
        var parts = try Self.parts(of: &bytes, boundary: boundary)
        for index in parts.indices {
            let range = parts[index].range
            if parts[index].filename == nil {
                parts[index].bytes = try file.read(from: range.lowerBound, count: range.count)[...]
            } else {
                parts[index].file = SpooledRange(body: file, range: range)
            }
        }
        return parts
    }

    /// 1 to 70 bchars, not ending in a space (RFC 2046 §5.1.1).
    private static func boundary(in contentType: String) throws(HTTPError) -> [UInt8] {
        guard let boundary = ParameterizedValue(contentType)?.parameter("boundary").map({ Array($0.utf8) }),
              (1...70).contains(boundary.count), boundary.allSatisfy(ByteClass.isBoundary),
              boundary.last != ByteClass.space else { throw .missingBoundary }
        return boundary
    }

    private static func parts(of bytes: inout some MultipartBytes, boundary: [UInt8]) throws(HTTPError) -> [MultipartPart] {
        let delimiter = Array("\r\n--".utf8) + boundary
        // The first delimiter may open the body or follow a preamble; the preamble is ignored.
        var index: Int
        if try bytes.starts(with: delimiter.dropFirst(2), at: 0) {
            index = delimiter.count - 2
        } else if let found = try bytes.index(of: delimiter, from: 0) {
            index = found + delimiter.count
        } else {
            throw .multipartWithoutDelimiter
        }
        var parts: [MultipartPart] = []
        while try !isCloseDelimiter(&bytes, &index) {
            guard parts.count < maxParts else { throw .tooManyParts(maxParts) }
            var part = try header(&bytes, &index)
            guard let end = try bytes.index(of: delimiter, from: index) else { throw .multipartUnterminated }
            part.range = index..<end
            parts.append(part)
            index = end + delimiter.count
        }
        return parts
    }

    /// After a delimiter: "--" ends the body (the epilogue is ignored); otherwise optional
    /// transport padding and CRLF start the next part.
    private static func isCloseDelimiter(_ bytes: inout some MultipartBytes, _ index: inout Int) throws(HTTPError) -> Bool {
        if try bytes.starts(with: "--".utf8, at: index) { return true }
        while index < bytes.count, ByteClass.isWhitespace(try bytes.byte(at: index)) { index += 1 }
        guard try bytes.starts(with: [ByteClass.cr, ByteClass.lf], at: index) else { throw .malformedDelimiter }
        index += 2
        return false
    }

    /// Reads a part's header lines up to the empty line, leaving `index` at its content.
    private static func header(_ bytes: inout some MultipartBytes, _ index: inout Int) throws(HTTPError) -> MultipartPart {
        let start = index
        let limit = min(bytes.count, index + maxPartHeaderBytes)
        let isCut = limit < bytes.count
        var read = 0
        let part = try bytes.withBytes(in: start..<limit) { section throws(HTTPError) in
            try header(section, isCut: isCut, read: &read)
        }
        index = start + read
        return part
    }

    /// The header section at the start of `bytes`, which ends early when `isCut`; `read` is
    /// set to its length, the empty line included.
    private static func header(_ bytes: UnsafeRawBufferPointer, isCut: Bool, read index: inout Int) throws(HTTPError) -> MultipartPart {
        var disposition: ParameterizedValue?, contentType: String?
        while true {
            guard let lf = ByteSearch.index(of: ByteClass.lf, in: bytes, range: index..<bytes.count) else {
                throw isCut ? .partHeaderTooLarge(maxPartHeaderBytes) : .multipartUnterminated
            }
            guard lf > index, bytes[lf - 1] == ByteClass.cr else { throw .malformedPartHeader(.bareLineFeed) }
            let line = UnsafeRawBufferPointer(rebasing: bytes[index..<(lf - 1)])
            index = lf + 1
            if line.isEmpty { break }
            guard !line.contains(ByteClass.cr) else { throw .malformedPartHeader(.bareCarriageReturn) }
            let field: FieldLine
            do { field = try FieldLine(line) } catch { throw .malformedPartHeader(error) }
            if HTTPHeaders.sameName(field.name, "Content-Disposition"), disposition == nil {
                disposition = ParameterizedValue(field.value)
            } else if HTTPHeaders.sameName(field.name, "Content-Type"), contentType == nil {
                contentType = field.value
            }
        }
        guard let disposition, disposition.is("form-data"), let name = disposition.parameter("name") else {
            throw .missingContentDisposition
        }
        return MultipartPart(name: name, filename: disposition.parameter("filename"), contentType: contentType, body: [])
    }
}
