/// One part of a multipart/form-data body (RFC 7578 §4.2): a text field, or a file when it
/// has a filename.
public struct MultipartPart: Sendable, Equatable {
    public var name: String
    /// The file's name as the browser sent it; never use it as a path on disk.
    public var filename: String?
    public var contentType: String?
    /// The content, as a slice of the request's body (no copy of a large upload).
    public var bytes: ArraySlice<UInt8>
    /// Where `bytes` lie in the body, while the parser finds them.
    var range: Range<Int> = 0..<0

    /// The content as an array of its own: a copy, for readers that take an array.
    public var body: [UInt8] { Array(bytes) }

    public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        bytes = body[...]
    }

    public static func == (lhs: MultipartPart, rhs: MultipartPart) -> Bool {
        lhs.name == rhs.name && lhs.filename == rhs.filename && lhs.contentType == rhs.contentType && lhs.bytes == rhs.bytes
    }
}
