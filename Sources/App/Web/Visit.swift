import Domain
import HTTP
import Storage

/// One request as the app's pages see it: the HTTP request, who is asking, and the token
/// their forms must send back.
struct Visit: Sendable {
    let request: Request
    let session: Database.StoredSession?
    /// The session's token when logged in, otherwise the visitor cookie's (so the log-in and
    /// sign-up forms are protected too).
    let csrfToken: String
    /// Set when the visitor had no CSRF cookie yet: the response must carry it.
    let newVisitorToken: Bool
    /// The decoded body of a POST; empty for other methods.
    let form: FormData
    /// Set when the request arrived over HTTPS (directly or through a trusted proxy).
    let isSecure: Bool

    var user: User? { session?.user }

    /// The logged-in user, or a redirect to the login page that comes back here afterwards.
    func requireUser() throws -> User {
        guard let user else { throw LoginRequired(path: request.target) }
        return user
    }
}

/// Thrown by pages that need a login; the session layer turns it into a redirect.
struct LoginRequired: Error {
    let path: String
}

/// Handlers of the app's pages.
typealias Page = @Sendable (Visit) throws -> Response
