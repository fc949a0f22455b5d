/// The errors of request parsing and body decoding, one per rule, so a client developer can
/// tell from the message which rule their request broke.
extension HTTPError {
    static let bareLineFeed = HTTPError(.badRequest, "A line of the request ends with a bare LF; lines must end with CRLF.")
    static let bareCarriageReturn = HTTPError(.badRequest, "The request contains a CR that is not followed by LF.")

    static let malformedRequestLine = HTTPError(
        .badRequest, "The request line must be a method, a target and a version separated by single spaces.")
    static let emptyMethod = HTTPError(.badRequest, "The request line starts with a space instead of a method.")
    static let invalidMethod = HTTPError(.badRequest, "The request method must be an uppercase token such as GET or POST.")
    static let targetContainsSpace = HTTPError(.badRequest, "The request target contains a space; send it as %20.")
    static let targetContainsControl = HTTPError(
        .badRequest, "The request target contains a control character or a byte outside ASCII.")
    static let targetNotOriginForm = HTTPError(.badRequest, "The request target must start with \"/\".")
    static let asteriskWithoutOptions = HTTPError(.badRequest, "The request target \"*\" is only allowed with OPTIONS.")
    static let invalidAbsoluteTarget = HTTPError(.badRequest, "The host in the absolute request target is missing or invalid.")
    static let malformedVersion = HTTPError(.badRequest, "The HTTP version in the request line is malformed.")
    static let versionNotSupported = HTTPError(.versionNotSupported, "Only HTTP/1.0 and HTTP/1.1 are supported.")

    static let obsoleteLineFolding = HTTPError(
        .badRequest, "A header line starts with whitespace; folded header lines are not accepted.")
    static let missingColon = HTTPError(.badRequest, "A header line has no colon.")
    static let emptyFieldName = HTTPError(.badRequest, "A header line has an empty field name.")
    static let whitespaceBeforeColon = HTTPError(.badRequest, "A header field name is followed by whitespace before its colon.")
    static let invalidFieldName = HTTPError(.badRequest, "A header field name contains a character that is not allowed.")
    static let invalidFieldValue = HTTPError(.badRequest, "A header field value contains a control character.")

    static let missingHost = HTTPError(.badRequest, "The Host header is missing; HTTP/1.1 requires it.")
    static let duplicateHost = HTTPError(.badRequest, "The request has more than one Host header.")
    static let invalidHost = HTTPError(.badRequest, "The Host header is not a valid host name.")

    static let duplicateContentLength = HTTPError(.badRequest, "The request has more than one Content-Length header.")
    static let invalidContentLength = HTTPError(.badRequest, "The Content-Length header must be a plain decimal number.")
    static let contentLengthOverflow = HTTPError(.badRequest, "The Content-Length value is too large to represent.")
    static let contentLengthWithTransferEncoding = HTTPError(
        .badRequest, "The request has both Content-Length and Transfer-Encoding.")
    static let transferEncodingInHTTP10 = HTTPError(.badRequest, "Transfer-Encoding is not allowed in an HTTP/1.0 request.")
    static let unsupportedTransferEncoding = HTTPError(.notImplemented, "Only the chunked transfer coding is supported.")

    static let invalidChunkSize = HTTPError(.badRequest, "A chunk size is missing or not hexadecimal.")
    static let chunkSizeOverflow = HTTPError(.badRequest, "A chunk size is too large to represent.")
    static let invalidChunkExtension = HTTPError(.badRequest, "A chunk extension is malformed.")
    static let missingChunkCRLF = HTTPError(.badRequest, "The data of a chunk is not followed by CRLF.")

    static let malformedForm = HTTPError(.badRequest, "The form data is malformed.")
    static let unsupportedFormType = HTTPError(
        .unsupportedMediaType, "Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.")
    static let missingBoundary = HTTPError(.badRequest, "The multipart boundary is missing or invalid.")
    static let multipartWithoutDelimiter = HTTPError(.badRequest, "The multipart body does not start with its boundary.")
    static let multipartUnterminated = HTTPError(.badRequest, "The multipart body ends before its closing boundary.")
    static let malformedDelimiter = HTTPError(.badRequest, "A multipart boundary line is not followed by CRLF.")
    static let missingContentDisposition = HTTPError(
        .badRequest, "A multipart part has no Content-Disposition: form-data header with a name.")

    static func unknownMethod(_ method: HTTPMethod) -> HTTPError {
        HTTPError(.notImplemented, "The method \(method) is not implemented.")
    }

    static func headerSectionTooLarge(_ limit: Int) -> HTTPError {
        HTTPError(.headerFieldsTooLarge, "The request headers are larger than \(limit) bytes.")
    }

    static func tooManyFields(_ limit: Int) -> HTTPError {
        HTTPError(.headerFieldsTooLarge, "The request has more than \(limit) header fields.")
    }

    static func targetTooLong(_ limit: Int) -> HTTPError {
        HTTPError(.uriTooLong, "The request target is longer than \(limit) bytes.")
    }

    public static func bodyTooLarge(_ limit: Int) -> HTTPError {
        HTTPError(.contentTooLarge, "The request body is larger than \(size(limit)), the most this address accepts. Send a smaller file.")
    }

    /// "20 MiB", "64 KiB", or bytes when the limit is not a whole number of either.
    private static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    static func chunkLineTooLong(_ limit: Int) -> HTTPError {
        HTTPError(.badRequest, "A chunk size line is longer than \(limit) bytes.")
    }

    static func malformedPartHeader(_ error: HTTPError) -> HTTPError {
        HTTPError(.badRequest, "A multipart part has a malformed header: \(error.message)")
    }

    static func tooManyParts(_ limit: Int) -> HTTPError {
        HTTPError(.contentTooLarge, "The form has more than \(limit) parts.")
    }

    static func partHeaderTooLarge(_ limit: Int) -> HTTPError {
        HTTPError(.contentTooLarge, "The headers of a multipart part are larger than \(limit) bytes.")
    }
}
