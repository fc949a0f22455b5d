/// A response as a handler returns it. The server adds `Date`, `Content-Length` and
/// `Connection`; everything else is up to the handler and the middleware.
public struct Response: Sendable {
    /// The body as one array, or as pieces of arrays kept elsewhere (`BodyPieces`).
    enum Content: Sendable {
        case bytes([UInt8])
        case pieces(BodyPieces)
    }

    public var status: HTTPStatus
    public var headers: HTTPHeaders
    private(set) var content: Content
    /// The route pattern that answered (`/workouts/:date`), never the raw path: it labels the
    /// request in the server's metrics, where every distinct value is a series of its own.
    public var route: String?
    /// Where the compressed forms of this body are kept once made (`encode(for:)`), when it is
    /// sent more than once (a cached page, a static file); nil compresses it for this response.
    public var compressedForms: CompressedForms?

    public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        content = .bytes(body)
    }

    /// The bytes sent; a body set as pieces is joined to read it (the server sends the pieces).
    /// Setting it drops the compressed forms: forms made of the old body would be sent for the new one.
    public var body: [UInt8] {
        get {
            switch content {
            case .bytes(let bytes): bytes
            case .pieces(let pieces): pieces.joined
            }
        }
        set {
            content = .bytes(newValue)
            compressedForms = nil
        }
        // Changed in place (`body.append`): the array is taken out first, so it is not copied.
        _modify {
            var bytes = body
            content = .bytes([])
            defer {
                content = .bytes(bytes)
                compressedForms = nil
            }
            yield &bytes
        }
    }

    /// The body's length, without joining its pieces.
    public var bodyCount: Int {
        switch content {
        case .bytes(let bytes): bytes.count
        case .pieces(let pieces): pieces.count
        }
    }

    /// Sets the body as pieces; as setting `body`, this drops the compressed forms.
    public mutating func setBody(_ pieces: BodyPieces) {
        content = .pieces(pieces)
        compressedForms = nil
    }
}
