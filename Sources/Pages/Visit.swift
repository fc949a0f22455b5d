import Domain
import HTTP
import Storage

/// One request as the app's pages see it: the HTTP request, who is asking, and the token
/// their forms must send back.
public struct Visit: Sendable {
    public let request: Request
    public let session: Database.StoredSession?
    /// The session's token when logged in, otherwise the visitor cookie's (so the log-in and
    /// sign-up forms are protected too).
    public let csrfToken: String
    /// Set when the visitor had no CSRF cookie yet: the response must carry it.
    let newVisitorToken: Bool
    /// The text fields of a POST's body; empty for other methods.
    public let form: FormData
    /// The files of a multipart POST, decoded in the same pass as its fields.
    public let files: [MultipartPart]
    /// Set when the request arrived over HTTPS (directly or through a trusted proxy).
    let isSecure: Bool

    public var user: User? { session?.user }
}
