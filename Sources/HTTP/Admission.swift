/// What a request gets once its head has arrived, before any of its body is read
/// (`HTTPResponder.admit`).
public enum Admission: Sendable {
    /// Read the body, up to this many bytes after transfer decoding (413 when it is longer).
    case body(limit: Int)
    /// Answer with this at once, from the head alone: the body is never read, and the
    /// connection closes after the answer (`EventLoop.endConnection`).
    case answer(Response)
}
