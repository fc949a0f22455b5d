/// One part of a multipart/form-data body (RFC 7578 §4.2): a text field, or a file when it
/// has a filename.
public struct MultipartPart: Sendable, Equatable {
    public var name: String
    /// The file's name as the browser sent it; never use it as a path on disk.
    public var filename: String?
    public var contentType: String?
    public var body: [UInt8]

    public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        self.body = body
    }
}
