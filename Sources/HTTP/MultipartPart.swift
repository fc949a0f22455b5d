import Synchronization

/// One part of a multipart/form-data body (RFC 7578 §4.2): a text field, or a file when it
/// has a filename.
public struct MultipartPart: Sendable, Equatable {
    public var name: String
    /// The file's name as the browser sent it; never use it as a path on disk.
    public var filename: String?
    public var contentType: String?
    /// Where the content lies when the body went to a file (`SpooledBody`): a reader that
    /// streams reads it from there, a piece at a time.
    public internal(set) var file: SpooledRange? {
        didSet { loaded = file.map { _ in LoadedContent() } }
    }
    private var held: ArraySlice<UInt8>
    private var loaded: LoadedContent?
    /// Where the content lies in the body, while the parser finds them.
    var range: Range<Int> = 0..<0

    /// The content: a slice of the request's body (no copy of a large upload), or for a part
    /// in a file, the file's bytes read into memory once, when first asked, so that every
    /// reader of an array works unchanged; a reader that streams uses `file` instead.
    public var bytes: ArraySlice<UInt8> {
        get {
            guard let file, let loaded else { return held }
            return loaded.content(of: file)
        }
        set {
            file = nil
            held = newValue
        }
    }

    /// The content's length, without reading a part in a file.
    public var count: Int { file?.range.count ?? held.count }

    /// The content as an array of its own: a copy, for readers that take an array.
    public var body: [UInt8] { Array(bytes) }

    public init(name: String, filename: String? = nil, contentType: String? = nil, body: [UInt8]) {
        self.name = name
        self.filename = filename
        self.contentType = contentType
        held = body[...]
    }

    public static func == (lhs: MultipartPart, rhs: MultipartPart) -> Bool {
        lhs.name == rhs.name && lhs.filename == rhs.filename && lhs.contentType == rhs.contentType && lhs.bytes == rhs.bytes
    }

    /// A file part's content read once and shared by the part's copies.
    private final class LoadedContent: Sendable {
        private let content = Mutex<ArraySlice<UInt8>?>(nil)

        /// A read that fails (the disk failing under a file written a moment ago) gives an
        /// empty content, which every upload page answers as a missing file.
        func content(of file: SpooledRange) -> ArraySlice<UInt8> {
            content.withLock { held in
                if let held { return held }
                let read = ((try? file.read(from: 0, count: file.range.count)) ?? [])[...]
                held = read
                return read
            }
        }
    }
}

/// A range of a body in a file: one part's content.
public struct SpooledRange: Sendable {
    public let body: SpooledBody
    public let range: Range<Int>

    public var count: Int { range.count }

    /// Up to `count` bytes from `offset` within the range.
    public func read(from offset: Int, count length: Int) throws(HTTPError) -> [UInt8] {
        let start = range.lowerBound + min(max(0, offset), range.count)
        return try body.read(from: start, count: min(length, range.upperBound - start))
    }
}
