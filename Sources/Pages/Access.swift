import Domain
import HTTP
import Storage

/// Who may open a page and how fresh it must be (`Freshness`), written beside each route in
/// `Routes` so the table tells both at a glance. Every wrapper finds the session and checks the
/// CSRF token of every POST first. The pages that need a session check it on the head too
/// (`Endpoint.checkHead`), so that a request they would turn away is answered before its body
/// is read. The route table sees only the wrappers that take a freshness (`PageRoute`); which
/// cache a page is kept in, and under what, stays here.
public struct Access: Sendable {
    let sessions: Sessions
    let tags: PageTag
    let cachedPages: PageCache
    let gymKeys: GymPageKey
    /// Who must have two-factor codes before any member page (`--require-two-factor`).
    var twoFactor: TwoFactorRequirement = .none
    /// The parts of `gym` pages rendered lately (the facts pages' random fact).
    let parts = PagePartCache()

    /// A page anyone may see, logged in or not: built on every request (`.none`), or kept
    /// until the gym's data changes (`.gym`, see `gym`), except the requests `cacheable` leaves
    /// out. Kept per member (`.user`) it cannot be: a visitor has no data version.
    public func anyone(_ page: @escaping @Sendable (Visit) throws -> Response, freshness: Freshness,
                       when cacheable: @escaping @Sendable (Visit) -> Bool = { _ in true }) -> PageRoute {
        switch freshness {
        case .none: route(anyone(page), freshness)
        case .gym: route(gym(page, when: cacheable), freshness)
        case .user: route(anyone(page), freshness, mismatch: "a page anyone may see cannot be kept per member; it is .none or .gym")
        }
    }

    /// `anyone` for a page with a part new on every visit (`gym(_:part:when:)`).
    public func anyone(_ page: @escaping @Sendable (Visit) throws -> SlottedPage, freshness: Freshness, part: PagePart,
                       when cacheable: @escaping @Sendable (Visit) -> Bool = { _ in true }) -> PageRoute {
        let handler = gym(page, part: part, when: cacheable)
        return freshness == .gym ? route(handler, freshness)
            : route(handler, freshness, mismatch: "a page with a part new on every visit is kept with the gym's data: .gym")
    }

    /// A page for logged-in users (see `member`): built on every request (`.none`), or kept
    /// per session under the member's data version with an ETag (`.user`, see `personal`).
    /// The gym's version (`.gym`) would not see the member's own writes.
    public func member(_ page: @escaping @Sendable (Visit, User) throws -> Response, freshness: Freshness) -> PageRoute {
        switch freshness {
        case .none: PageRoute(endpoint: member(page), freshness: freshness, mismatch: nil)
        case .user: PageRoute(endpoint: personal(page), freshness: freshness, mismatch: nil)
        case .gym: PageRoute(endpoint: member(page), freshness: freshness,
                             mismatch: "a member's page is not kept with the gym's data, which misses the member's writes; it is .none or .user")
        }
    }

    /// A page for staff (see `staff`): never kept, as it shows the gym's data being edited.
    public func staff(_ page: @escaping @Sendable (Visit, User) throws -> Response, freshness: Freshness) -> PageRoute {
        unkept(staff(page), freshness, "a staff page")
    }

    /// The page where a member chooses a password (see `choosingPassword`): never kept.
    public func choosingPassword(_ page: @escaping @Sendable (Visit, User) throws -> Response, freshness: Freshness) -> PageRoute {
        unkept(choosingPassword(page), freshness, "a page that mends a missing password")
    }

    /// A page where a member sets up a second factor (see `settingUpTwoFactor`): never kept.
    public func settingUpTwoFactor(_ page: @escaping @Sendable (Visit, User) throws -> Response, freshness: Freshness) -> PageRoute {
        unkept(settingUpTwoFactor(page), freshness, "a page that mends a missing second factor")
    }

    private func route(_ handler: @escaping Handler, _ freshness: Freshness, mismatch: String? = nil) -> PageRoute {
        PageRoute(endpoint: Endpoint(checkHead: nil, handler: handler), freshness: freshness, mismatch: mismatch)
    }

    private func unkept(_ endpoint: Endpoint, _ freshness: Freshness, _ kind: String) -> PageRoute {
        PageRoute(endpoint: endpoint, freshness: freshness, mismatch: freshness == .none ? nil : "\(kind) is never kept: .none")
    }

    /// A page anyone may see, logged in or not.
    func anyone(_ page: @escaping @Sendable (Visit) throws -> Response) -> Handler {
        { request in try sessions.serve(request, page) }
    }

    /// A page anyone may see built from the gym's data and the viewer's session only (see
    /// `GymPageKey`): served from `PageCache` while none of that has changed, else built and
    /// kept there, with a new mask for the CSRF token in every response (`SlottedPage`). Only
    /// a GET's 200 is kept; HEAD is answered from it. `when` leaves out the requests whose
    /// visit writes.
    func gym(_ page: @escaping @Sendable (Visit) throws -> Response,
             when cacheable: @escaping @Sendable (Visit) -> Bool = { _ in true }) -> Handler {
        gym({ SlottedPage(try page($0)) }, part: nil, when: cacheable)
    }

    /// `gym` for a page that stays the same but for one part that is new on every visit (a
    /// random fact): the page is kept with the slot its part took (`SlottedPage`), and a visit
    /// that finds it puts a newly picked part in that slot, itself kept (`PagePart`). When
    /// there is no part to show (the last fact went, in another process), the page is built
    /// whole, as it then says so.
    func gym(_ page: @escaping @Sendable (Visit) throws -> SlottedPage, part: PagePart?,
             when cacheable: @escaping @Sendable (Visit) -> Bool = { _ in true }) -> Handler {
        { request in
            try sessions.serve(request) { visit in
                guard cacheable(visit) else { return try page(visit).response }
                // Read before building, so a page built while a write lands is kept under the old version.
                let (key, owner) = try gymKeys.key(for: visit)
                if let cached = cachedPages.page(for: key, owner: owner) {
                    guard cached.slot != nil else { return cached.filled(token: visit.csrfToken) }
                    if let part, let kept = try keptPart(part) { return cached.filled(with: kept, token: visit.csrfToken) }
                }
                let built = try page(visit)
                guard built.response.status == .ok, visit.request.method == .get else { return built.response }
                let kept = built.kept(for: visit)
                cachedPages.store(kept, tag: key, owner: owner)
                // Sent as every later response is: with a token of its own, and its gzip joined.
                return kept.filled(token: visit.csrfToken)
            }
        }
    }

    /// A newly picked part, from `parts` when it was rendered before at this gym version, else
    /// rendered and kept there; nil when there is none.
    /// It goes into the page's gzip form as it is (`CompressionEffort.stored`): each response
    /// gets its own forms, so nothing compressed is kept beside the part.
    private func keptPart(_ part: PagePart) throws -> Response? {
        guard let id = try part.pick() else { return nil }
        // Read before rendering, so a part rendered while a write lands is kept under the old version.
        let version = try gymKeys.version()
        var bytes = parts.part(part.kind, id: id, version: version)
        if bytes == nil {
            bytes = try part.render(id)
            if let bytes { parts.store(bytes, kind: part.kind, id: id, version: version) }
        }
        guard let bytes else { return nil }
        var response = Response(body: bytes)
        response.compressedForms = CompressedForms(effort: .stored)
        return response
    }

    /// A page for logged-in users: visitors go to the login page and come back afterwards.
    /// A member whose password is still a one-time one from the command line is sent to
    /// choose their own first.
    func member(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        member(allowing: .nothingMissing, page)
    }

    /// The page where a member with a one-time password chooses their own: `member`, open to them.
    func choosingPassword(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        member(allowing: .temporaryPassword, page)
    }

    /// The pages where a member sets up the two-factor codes the server requires, or a passkey
    /// to log in with instead: `member`, open to them.
    func settingUpTwoFactor(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        member(allowing: .missingTwoFactor, page)
    }

    /// What a member page lets a member in without: each of the pages that mend one.
    private enum Allowance {
        case nothingMissing, temporaryPassword, missingTwoFactor
    }

    private func member(allowing allowance: Allowance, _ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        Endpoint(checkHead: checkSession(staffOnly: false)) { request in
            try sessions.serve(request) { visit in
                guard let session = visit.session else { return Self.logInFirst(visit.request) }
                let user = session.user
                if let first = firstThing(for: session), allowance == .nothingMissing || (allowance == .missingTwoFactor && user.passwordIsTemporary) {
                    return first
                }
                return try page(visit, user)
            }
        }
    }

    /// Where a member must go before any other page: a one-time password is replaced first,
    /// then required two-factor codes set up (unless the session's way in covered the second
    /// factor); nil when nothing is missing.
    private func firstThing(for session: Database.StoredSession) -> Response? {
        if session.user.passwordIsTemporary { return Self.choosePasswordFirst }
        if twoFactor.isMissing(for: session.user, wayIn: session.wayIn) { return Self.setUpTwoFactorFirst }
        return nil
    }

    public static let choosePasswordFirst = Response.redirect(to: "/settings/password/new")
    public static let setUpTwoFactorFirst = Response.redirect(to: "/settings/two-factor")

    /// The head check of a page that needs a session: a visitor is sent to the login page, and
    /// with `staffOnly` a lifter gets 403, as the page itself would answer.
    private func checkSession(staffOnly: Bool) -> HeadCheck {
        { [sessions] request in
            // A member the trusted proxy names is found (or made) with the page itself.
            if sessions.proxy?.namesMember(request) == true { return nil }
            guard let session = try sessions.session(of: request) else { return Self.logInFirst(request) }
            guard !staffOnly || session.user.role == .staff else { throw Self.staffOnly }
            return nil
        }
    }

    /// A member page built only from the member's own data: it carries an ETag (`PageTag`),
    /// and a request naming that tag in `If-None-Match` gets 304 Not Modified without the page
    /// being built (RFC 9110 §13.1.2); `*` names any page that exists, so that one is built
    /// first unless it is cached. Browsers do not keep it (`no-store`, see `revalidation`).
    /// A request without a matching tag gets the page from `PageCache` when this session has
    /// had it under the same tag, else it is built and kept there. Visitors go to the login
    /// page, as for `member`: no 304 and no cached page without a session.
    func personal(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        Endpoint(checkHead: checkSession(staffOnly: false)) { request in
            try sessions.serve(request) { visit in
                guard let session = visit.session else { return Self.logInFirst(visit.request) }
                if let first = firstThing(for: session) { return first }
                let tag = tags.tag(for: visit.request, session: session)
                var condition: IfNoneMatch?
                if let sent = visit.request.headers["If-None-Match"] {
                    let held = Self.held(tag, for: visit.request)
                    // What a browser sends back is the one tag it was given: known without parsing.
                    if held.contains(sent) { return Self.notModified(sent) }
                    condition = IfNoneMatch(visit.request)
                    if case .tags = condition, let named = held.first(where: { condition?.matches($0) == true }) {
                        return Self.notModified(named)
                    }
                }
                let owner = PageCache.Owner(session)
                let response = try cachedPages.page(for: tag, owner: owner)?.filled(token: visit.csrfToken)
                    ?? build(page, visit: visit, user: session.user, tag: tag, owner: owner)
                return response.status == .ok && condition == .any ? Self.notModified(Self.held(tag, for: visit.request)[0]) : response
            }
        }
    }

    /// The tags that name this page for the request: its coding's own (`Response.encode` sends
    /// it compressed under that), then the uncompressed page's, still a representation it
    /// accepts. Every member page carries the CSRF token (the menu's logout form), so it is
    /// sent filled with a new mask (`SlottedPage.filled`), its Brotli and gzip joined: a
    /// request that takes both gets Brotli, or gzip when the page's Brotli could not be
    /// joined, so both of those tags name it.
    ///
    /// The page keeps one tag though every response masks the token anew: the tag names what
    /// the page shows, and every mask is of the one token of the session the tag belongs to.
    /// So the copy a browser revalidates carries a token that is still accepted, and a 304,
    /// which has no body to mask, costs no more than before.
    private static func held(_ tag: String, for request: Request) -> [String] {
        let accepted = request.headers.values(for: "Accept-Encoding")
        let (first, second) = (ContentCoding.negotiate(accepted), ContentCoding.negotiate(accepted, brotliFirst: false))
        return first == second ? [first.tag(tag), tag] : [first.tag(tag), second.tag(tag), tag]
    }

    /// Builds a personal page outside any lock and keeps a GET's 200 in the cache; HEAD is
    /// answered from an entry a GET stored but does not store one.
    private func build(_ page: (Visit, User) throws -> Response, visit: Visit, user: User, tag: String,
                       owner: PageCache.Owner) throws -> Response {
        let response = try page(visit, user)
        guard response.status == .ok else { return response }
        let revalidated = Self.revalidated(response, tag: tag)
        guard visit.request.method == .get else { return revalidated }
        let kept = SlottedPage(revalidated).kept(for: visit)
        cachedPages.store(kept, tag: tag, owner: owner)
        // Sent as every later response is: with a token of its own, and its gzip joined.
        return kept.filled(token: visit.csrfToken)
    }

    /// A page for staff: a lifter gets 403, a visitor the login page.
    func staff(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Endpoint {
        let members = member { visit, user in
            guard user.role == .staff else { throw Self.staffOnly }
            return try page(visit, user)
        }
        return Endpoint(checkHead: checkSession(staffOnly: true), handler: members.handler)
    }

    private static let staffOnly = HTTPError(.forbidden, "This page is for the gym's staff. Ask a staff member if you need something changed.")

    private static func logInFirst(_ request: Request) -> Response {
        .redirect(to: "/login?next=" + PercentEncoding.encode(request.target))
    }

    /// RFC 9110 §15.4.5: a 304 carries the fields its 200 would have had that concern caching.
    private static func notModified(_ tag: String) -> Response {
        Response(status: .notModified, headers: revalidation(tag))
    }

    private static func revalidated(_ response: Response, tag: String) -> Response {
        var response = response
        for field in revalidation(tag) { response.headers.set(field.name, field.value) }
        return response
    }

    /// The page's tag, and its copies tied to the session cookie and to the request's
    /// `Accept-Encoding`. `no-store`: a personal page must not come back through Back after a
    /// logout on a shared phone, with JavaScript off too, and Chromium restores a `no-cache`
    /// page from its back/forward cache even after `Clear-Site-Data` (issue 35, which names
    /// this trade). So browsers no longer revalidate these pages; a client that sends the tag
    /// (a monitor, the benchmark, a script) still gets its 304 without the page being built.
    private static func revalidation(_ tag: String) -> HTTPHeaders {
        ["ETag": tag, "Cache-Control": "private, no-store", "Vary": "Cookie, Accept-Encoding"]
    }
}

// In an extension, so the memberwise initializer the tests build their own parts with stays.
extension Access {
    /// The wrappers for the route table: `today` is the day on a member's clocks, or the gym's
    /// without one; `gymVersion` the gym's durable data version (`GymPageKey`).
    public init(sessions: Sessions, cachedPages: PageCache, twoFactor: TwoFactorRequirement,
                today: @escaping @Sendable (User?) -> CalendarDate, gymVersion: @escaping @Sendable () throws -> Int) {
        self.init(sessions: sessions, tags: PageTag(today: { today($0) }), cachedPages: cachedPages,
                  gymKeys: GymPageKey(version: gymVersion, today: today), twoFactor: twoFactor)
    }
}
