/// What the parser knows of the request it is reading: the head as far as it has arrived,
/// the framing facts gathered from it, and the body decoded so far.
struct PartialRequest {
    enum Framing { case none, length(Int), chunked }

    var line: RequestLine?
    /// Room for a browser's usual dozen fields: grown one by one, the list was copied each
    /// time it doubled.
    var headers = HTTPHeaders(capacity: 16)
    var fieldCount = 0
    var hostCount = 0
    var contentLength: Int?
    var transferEncodingCount = 0
    var isChunkedOnly = false
    var bodyLimit = 0
    var body: [UInt8] = []
    /// The body once it went to a file (`BodySpool`); `body` is then empty.
    var spooled: SpooledBody?

    var bodyCount: Int { spooled?.count ?? body.count }

    /// A multipart body (an upload) goes to a file once it is longer than the spool's
    /// threshold; every other body, and every body without a spool, stays in memory.
    mutating func appendBody(_ bytes: UnsafeRawBufferPointer, spool: BodySpool?) throws(HTTPError) {
        if spooled == nil, let spool, body.count + bytes.count > spool.threshold, isMultipart {
            let file = try spool.file()
            try body.withBytes { raw throws(HTTPError) in try file.append(raw) }
            body = []
            spooled = file
        }
        if let spooled { return try spooled.append(bytes) }
        body.append(contentsOf: bytes)
    }

    /// A body of `length` this request announces goes to a file.
    func spools(_ length: Int, spool: BodySpool?) -> Bool {
        guard let spool else { return false }
        return length > spool.threshold && isMultipart
    }

    private var isMultipart: Bool {
        headers["Content-Type"].flatMap(ParameterizedValue.init)?.is("multipart/form-data") ?? false
    }

    /// Adds a header field, noting Host, Content-Length and Transfer-Encoding as they pass.
    mutating func add(_ field: FieldLine) throws(HTTPError) {
        if HTTPHeaders.sameName(field.name, "Host") {
            // Read in place: `utf8.allSatisfy` went through the generic view, a thousand
            // instructions for a 15-byte host.
            var value = field.value
            guard value.withUTF8({ $0.allSatisfy(ByteClass.isHost) }) else { throw .invalidHost }
            hostCount += 1
        } else if HTTPHeaders.sameName(field.name, "Content-Length") {
            // RFC 9112 §6.3 lets a recipient merge equal values; we reject any repeat instead,
            // since two parsers that merge differently are a request-smuggling opening.
            guard contentLength == nil else { throw .duplicateContentLength }
            contentLength = try Self.decimal(field.value)
        } else if HTTPHeaders.sameName(field.name, "Transfer-Encoding") {
            transferEncodingCount += 1
            isChunkedOnly = HTTPHeaders.sameName(field.value, "chunked")
        }
        headers.add(field.name, field.value)
    }

    /// Host rules of RFC 9112 §3.2: required in HTTP/1.1, never more than one.
    func checkHost(version: HTTPVersion) throws(HTTPError) {
        guard hostCount <= 1 else { throw .duplicateHost }
        guard hostCount == 1 || version == .http1_0 else { throw .missingHost }
    }

    /// How the body is delimited (RFC 9112 §6.3).
    func framing(version: HTTPVersion) throws(HTTPError) -> Framing {
        guard transferEncodingCount > 0 else { return contentLength.map(Framing.length) ?? .none }
        guard contentLength == nil else { throw .contentLengthWithTransferEncoding }
        // RFC 9112 §6.1: an HTTP/1.0 message with Transfer-Encoding has faulty framing.
        guard version != .http1_0 else { throw .transferEncodingInHTTP10 }
        guard transferEncodingCount == 1 && isChunkedOnly else { throw .unsupportedTransferEncoding }
        return .chunked
    }

    /// `1*DIGIT` (RFC 9110 §8.6): no sign, no list, no spaces.
    private static func decimal(_ text: String) throws(HTTPError) -> Int {
        guard !text.isEmpty, text.utf8.allSatisfy(ByteClass.isDigit) else { throw .invalidContentLength }
        var value = 0
        for digit in text.utf8 {
            let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = shifted.addingReportingOverflow(Int(digit - 0x30))
            guard !overflowA && !overflowB else { throw .contentLengthOverflow }
            value = sum
        }
        return value
    }
}
