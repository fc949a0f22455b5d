import Crypto
import Domain
import Glibc
import HTTP
import Storage

/// Login sessions and CSRF protection, wrapped around every page.
public struct Sessions: Sendable {
    public static let cookieName = "session"
    static let visitorCookieName = "csrf"

    let database: Database
    let lifetime: Int
    let secureCookies: Bool
    let trustProxy: Bool
    let cache: SessionCache
    /// What expires sessions and dates new ones: the app's (`Config.clock`).
    let clock: WallClock
    /// Told whose session each request is, so that a crash is held against that member only
    /// (the app's `CrashGuard`).
    let noteSession: (@Sendable (String) -> Void)?
    /// The trusted proxy that names the member in a header (`--auth-proxy-header`), if any.
    let proxy: (any MemberProxy)?

    public init(database: Database, lifetime: Int, secureCookies: Bool, trustProxy: Bool, cache: SessionCache,
                clock: WallClock = .system, noteSession: (@Sendable (String) -> Void)? = nil, proxy: (any MemberProxy)? = nil) {
        (self.database, self.lifetime, self.secureCookies, self.trustProxy, self.cache) = (database, lifetime, secureCookies, trustProxy, cache)
        (self.clock, self.noteSession, self.proxy) = (clock, noteSession, proxy)
    }

    /// Runs a page for a request: finds the session, checks the CSRF token of every POST
    /// (403 and nothing done when it is missing or wrong), and hands out the visitor's CSRF
    /// cookie when it is new.
    func serve(_ request: Request, _ page: (Visit) throws -> Response) throws -> Response {
        let (visit, started) = try visit(for: request)
        var response = try page(visit)
        if let started { response.setCookie(started) }
        if visit.newVisitorToken {
            response.setCookie(cookie(Self.visitorCookieName, visit.csrfToken, maxAge: nil, visit: visit))
        }
        return response
    }

    /// The live session the request's cookie names, if any.
    public func session(of request: Request) throws -> Database.StoredSession? {
        try request.cookie(named: Self.cookieName).flatMap(activeSession)
    }

    /// The visit, and the cookie of a session started for it when a trusted proxy named a
    /// member the request's session (if any) is not.
    private func visit(for request: Request) throws -> (Visit, SetCookie?) {
        var session = try session(of: request)
        var started: SetCookie?
        // A session of the proxy's own, even for the member the request's session is already
        // (a password login before the proxy came): the proxy answers for the second factor.
        if let proxy, let member = try proxy.member(for: request, now: clock.now()), session?.user.id != member.id || session?.wayIn != .proxy {
            (session, started) = try startSession(for: member, replacing: session, request: request)
        }
        // A member's pages use the session's token; the visitor's cookie matters without one.
        let visitorToken = session != nil ? nil : request.cookie(named: Self.visitorCookieName).flatMap { Self.isToken($0) ? $0 : nil }
        let token = session?.csrfToken ?? visitorToken ?? SecureRandom.token(bytes: 32)
        let (form, files) = request.method == .post ? try request.formAndFiles() : (FormData(), [])
        if request.method == .post {
            guard let sent = form["csrf_token"], MaskedToken.matches(sent, token: token), session != nil || visitorToken != nil else {
                throw HTTPError(.forbidden, "This form has expired or did not come from Lifting Log. Go back, reload the page and try again.")
            }
        }
        return (Visit(request: request, session: session, csrfToken: token,
                      newVisitorToken: session == nil && visitorToken == nil, form: form, files: files, isSecure: isSecure(request)), started)
    }

    /// A session for the member a trusted proxy named, in place of the request's own.
    private func startSession(for user: User, replacing old: Database.StoredSession?,
                              request: Request) throws -> (Database.StoredSession?, SetCookie) {
        let (id, secret) = try createSession(for: user, wayIn: .proxy)
        if let old { try database.deleteSession(id: old.id) }
        let cookie = cookie(Self.cookieName, "\(id).\(secret)", maxAge: lifetime, secure: isSecure(request))
        return (try database.session(id: id, now: clock.now()), cookie)
    }

    /// A new session's id and secret; only the secret's hash is stored.
    private func createSession(for user: User, wayIn: WayIn) throws -> (id: String, secret: String) {
        let id = SecureRandom.token(bytes: 16)
        let secret = SecureRandom.token(bytes: 32)
        let now = clock.now()
        try database.createSession(id: id, secretHash: SHA256.digest(secret.utf8), userID: user.id,
                                   csrfToken: SecureRandom.token(bytes: 32), wayIn: wayIn, now: now, expiresAt: now + lifetime)
        return (id, secret)
    }

    /// The session named by the cookie, if its secret matches the stored hash and it has not
    /// expired. The comparison is constant-time so timing reveals nothing about the hash. A
    /// session seen before (`SessionCache`) is only asked whether it still holds, and not even
    /// that when nothing was committed since it was last asked (`Database.commitMoment`).
    private func activeSession(_ cookie: String) throws -> Database.StoredSession? {
        guard let dot = Self.dot(in: cookie) else { return nil }
        let id = String(cookie[..<dot])
        noteSession?(id)
        let secret = cookie[cookie.utf8.index(after: dot)...]
        let now = clock.now()
        // Taken before the read, so a commit during it is seen on the next request.
        let moment = database.commitMoment()
        if let hit = cache.session(id: id, secret: secret) {
            let known = hit.session
            // Nothing committed to the database by any process since the session was last
            // asked after: it holds as it did, and its user and data are as they were.
            if let moment, hit.checkedAt == moment, known.expiresAt > now { return known }
            // Gone (logged out, expired) when nil; else the user as now when they or their
            // data changed since (a save does that): the secret checked before still holds.
            guard let check = try database.sessionCheck(id: id, now: now, knownVersion: known.dataVersion) else { return nil }
            let current = check.changedUser.map { known.with(user: $0, dataVersion: check.dataVersion) } ?? known
            cache.store(current, secret: secret, checkedAt: moment)
            return current
        }
        guard Self.isToken(id), Self.isToken(secret), let stored = try database.session(id: id, now: now),
              constantTimeEquals(SHA256.digest(secret.utf8), stored.secretHash) else { return nil }
        cache.store(stored, secret: secret, checkedAt: moment)
        return stored
    }

    /// Where the cookie's "." between id and secret is, searched in its bytes: through the
    /// string's view the search cost 700 instructions, as much as the rest of reading the cookie.
    private static func dot(in cookie: String) -> String.Index? {
        let bytes = cookie.utf8
        let dot = UInt8(ascii: ".")
        guard let offset = bytes.withContiguousStorageIfAvailable({ $0.firstIndex(of: dot) })
            ?? bytes.firstIndex(of: dot).map({ bytes.distance(from: bytes.startIndex, to: $0) }) else { return nil }
        return bytes.index(bytes.startIndex, offsetBy: offset)
    }

    /// Starts a new session (a fresh id at every login, so a planted cookie is useless) and
    /// returns the response with its cookie set.
    public func logIn(_ user: User, wayIn: WayIn, visit: Visit, then response: Response) throws -> Response {
        let (id, secret) = try createSession(for: user, wayIn: wayIn)
        if let old = visit.session { try database.deleteSession(id: old.id) }
        var response = response
        response.setCookie(cookie(Self.cookieName, "\(id).\(secret)", maxAge: lifetime, visit: visit))
        return response
    }

    /// Ends the session on the server and tells the browser to forget the cookie.
    /// `Clear-Site-Data: "cache"` makes the browser drop what it kept of this site (images,
    /// downloads), so a shared computer keeps no copy; pages are `no-store` already, so Back
    /// after a logout asks the server and gets the login page (issue 35).
    public func logOut(visit: Visit, then response: Response) throws -> Response {
        if let session = visit.session { try database.deleteSession(id: session.id) }
        var response = response
        response.setCookie(cookie(Self.cookieName, "", maxAge: 0, visit: visit))
        response.headers.add("Clear-Site-Data", "\"cache\"")
        return response
    }

    /// A cookie of the app's: hidden from scripts, and `Secure` when the app is reached over HTTPS.
    public func cookie(_ name: String, _ value: String, maxAge: Int?, visit: Visit, sameSite: SetCookie.SameSite = .lax) -> SetCookie {
        cookie(name, value, maxAge: maxAge, secure: visit.isSecure, sameSite: sameSite)
    }

    private func cookie(_ name: String, _ value: String, maxAge: Int?, secure: Bool, sameSite: SetCookie.SameSite = .lax) -> SetCookie {
        SetCookie(name: name, value: value, path: "/", maxAge: maxAge, secure: secureCookies || secure, httpOnly: true, sameSite: sameSite)
    }

    private func isSecure(_ request: Request) -> Bool {
        trustProxy && request.headers["X-Forwarded-Proto"]?.lowercased() == "https"
    }

    /// Tokens are unpadded base64url of 16 or 32 random bytes.
    public static func isToken(_ text: some StringProtocol) -> Bool {
        (22...43).contains(text.utf8.count) && text.utf8.allSatisfy {
            ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || $0 == 45 || $0 == 95
        }
    }
}
