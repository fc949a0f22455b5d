import Crypto
import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Single sign-on with an OpenID Connect provider (issue 40): `/login/oidc` sends the browser
/// to the provider with a fresh state, nonce and PKCE challenge; `/login/oidc/callback` takes
/// the state (once), trades the code for an ID token, checks it, and logs the member in as a
/// password login does; the provider asks for its own second factor, so `--require-two-factor`
/// does not (`WayIn.singleSignOn`). A first sign-in whose verified email is an account's waits
/// for that account to confirm it (`/login/oidc/link`): with its password, plus a code when the
/// account has two-factor codes on, or with one of its passkeys. So a provider account with
/// someone's address cannot take over their log.
struct SingleSignOnPages: Sendable {
    /// The browser's half of a sign-in under way: only this browser may finish it.
    static let cookieName = "oidc"
    /// Minutes enough to sign in at the provider, short enough that a stolen state is stale.
    static let attemptLifetime = 10 * 60
    /// Sign-ins under way kept at most: a stranger can start them (`Database.saveSignInAttempt`).
    static let attemptLimit = 10_000

    let services: Services
    let signIns: SignIns
    let throttle: LoginThrottle
    let provider: SingleSignOnProvider
    let settings: SingleSignOnSettings
    /// Nil without `--public-url`: then a join is confirmed with the password only.
    let ceremony: PasskeyCeremony?

    private var sessions: Sessions { signIns.sessions }

    private var redirectURI: String { (services.config.publicURL?.description ?? "") + "/login/oidc/callback" }

    func startSignIn(_ visit: Visit) throws -> Response {
        let state = SecureRandom.token(bytes: 32)
        let nonce = SecureRandom.token(bytes: 32)
        let browser = SecureRandom.token(bytes: 32)
        let pkce = PKCE.random()
        let location: String
        do {
            location = try provider.authorizationURL(state: state, nonce: nonce, pkce: pkce, redirectURI: redirectURI)
        } catch {
            throw unreachable(error)
        }
        let attempt = Database.SignInAttempt(browserHash: SHA256.hex(browser.utf8), nonce: nonce, codeVerifier: pkce.verifier,
                                             next: LocalPath.safe(visit.request.queryItems["next"]))
        try services.database.saveSignInAttempt(attempt, stateHash: SHA256.hex(state.utf8), now: services.clock.now(), lifetime: Self.attemptLifetime,
                                                limit: Self.attemptLimit)
        var response = Response.redirect(to: location)
        // Lax: the provider's redirect back is a top-level GET from another site.
        response.setCookie(sessions.cookie(Self.cookieName, browser, maxAge: Self.attemptLifetime, visit: visit))
        return response
    }

    func finishSignIn(_ visit: Visit) throws -> Response {
        let query = visit.request.queryItems
        if let error = query["error"] {
            throw HTTPError(.forbidden, "\(settings.name) did not sign you in: \(query["error_description"] ?? error). Try again, or log in with your password.")
        }
        guard let state = query["state"], let code = query["code"] else {
            throw HTTPError(.badRequest, "This address is where \(settings.name) sends you back after signing in; it came without a code or state.")
        }
        // Taken whatever follows, so a state works once.
        guard let attempt = try services.database.takeSignInAttempt(stateHash: SHA256.hex(state.utf8), now: services.clock.now(),
                                                                     lifetime: Self.attemptLifetime) else {
            throw HTTPError(.badRequest, "This sign-in has expired or was already used. Start again from the log-in page.")
        }
        guard let browser = visit.request.cookie(named: Self.cookieName), constantTimeEquals(SHA256.hex(browser.utf8), attempt.browserHash) else {
            throw HTTPError(.forbidden, "This sign-in was started in another browser. Start again from the log-in page here.")
        }
        let claims: IDTokenClaims
        do {
            let token = try provider.idToken(code: code, verifier: attempt.codeVerifier, redirectURI: redirectURI)
            claims = try provider.verifiedClaims(idToken: token, nonce: attempt.nonce, now: services.clock.now())
        } catch {
            services.logger.warning("single sign-on refused from \(services.clientAddress(visit.request)): \(error)")
            throw HTTPError(.forbidden, "Signing in with \(settings.name) failed: \(error)")
        }
        return try signIn(claims, visit: visit, next: attempt.next)
    }

    /// A known identity logs in; a verified email of an account waits for its password; else a
    /// new account when sign-up through the provider is open.
    private func signIn(_ claims: IDTokenClaims, visit: Visit, next: String) throws -> Response {
        if let user = try services.database.identityUser(provider: provider.issuer, subject: claims.subject) {
            return try logIn(user, claims: claims, visit: visit, next: next)
        }
        let email = claims.email.map { String($0.trimmingSpaces()) } ?? ""
        if !email.isEmpty, let (user, _) = try services.database.credentials(email: email) {
            guard claims.emailVerified else {
                throw HTTPError(.forbidden, "An account with \(email) exists here, but \(settings.name) has not verified that address, so it cannot be joined to it. Log in with your password.")
            }
            return try askConfirmation(user, claims: claims, visit: visit)
        }
        guard settings.signup else {
            throw HTTPError(.forbidden, "There is no Lifting Log account for \(email.isEmpty ? "you" : email) yet. Ask the administrator to create one, then sign in with \(settings.name) again.")
        }
        guard !email.isEmpty, claims.emailVerified else {
            throw HTTPError(.forbidden, "\(settings.name) did not share a verified email address, which a new account needs. Check your profile there.")
        }
        let user: User
        do {
            user = try services.database.createUser(newUser(email: email, claims: claims), provider: provider.issuer, subject: claims.subject,
                                                     now: services.clock.now())
        } catch StorageError.emailTaken {
            throw HTTPError(.forbidden, "An account with \(email) was made at the same moment. Sign in again.")
        }
        // The birth date is unknown: the new member lands on settings to give it.
        return try logIn(user, claims: claims, visit: visit, next: "/settings")
    }

    /// No password anyone knows (a hash of random bytes): the member signs in through the
    /// provider, or asks the administrator for a one-time password.
    private func newUser(email: String, claims: IDTokenClaims) throws -> Database.NewUser {
        let name = email.prefix { $0 != "@" }
        return Database.NewUser(email: email, passwordHash: try services.config.passwordHasher.hash(SecureRandom.token(bytes: 32)),
                                firstName: claims.givenName ?? String(name), lastName: claims.familyName ?? "",
                                birthDate: claims.all["birthdate"]?.string.flatMap(CalendarDate.init(iso:)) ?? Self.unknownBirthDate)
    }

    private static let unknownBirthDate = CalendarDate(iso: "2000-01-01")!

    private func askConfirmation(_ user: User, claims: IDTokenClaims, visit: Visit) throws -> Response {
        let token = SecureRandom.token(bytes: 32)
        try services.database.savePendingLink(tokenHash: SHA256.hex(token.utf8), provider: provider.issuer, subject: claims.subject,
                                              userID: user.id, makeStaff: isStaff(claims), now: services.clock.now(), lifetime: Self.attemptLifetime)
        return try linkPage(visit, link: token, user: user, form: LinkForm([:]), failed: nil)
    }

    /// The join confirmed with the account's password, and its code when it has two-factor
    /// codes on: the same two steps a password login takes, in one form. Wrong ones count in
    /// the login throttle.
    func confirmLink(_ visit: Visit) throws -> Response {
        let form = LinkForm(visit.form)
        let token = form[.link] ?? ""
        let now = services.clock.now()
        let link = try pendingLink(token, now: now)
        let email = link.user.email
        let client = signIns.devices.client(visit.request, account: email, address: services.clientAddress(visit.request))
        if let wait = throttle.retryAfter(account: email, client: client, now: now) {
            throw HTTPError(.tooManyRequests, "Too many failed attempts. Wait \(wait) seconds and try again.", headers: ["Retry-After": String(wait)])
        }
        let hasher = services.config.passwordHasher
        guard let hash = try services.database.passwordHash(userID: link.user.id), hasher.verify(form[.password] ?? "", against: hash) else {
            throttle.recordFailure(account: email, client: client, now: now)
            return try linkPage(visit, link: token, user: link.user, form: form, failed: "That is not this account's password. Try again.")
        }
        if link.user.hasTwoFactor {
            guard try SecondFactor(database: services.database).accepts(form[.code] ?? "", userID: link.user.id, now: services.clock.now()) else {
                throttle.recordFailure(account: email, client: client, now: now)
                return try linkPage(visit, link: token, user: link.user, form: form, failed: nil, errors: FieldErrors([SecondFactor.refusal]))
            }
        }
        throttle.recordSuccess(client: client)
        return try join(link, token: token, visit: visit, now: now)
    }

    /// The options for the passkey that confirms a join: a challenge good for the account
    /// being joined only, and that account's passkeys listed.
    func linkPasskeyOptions(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        let now = services.clock.now()
        let link = try pendingLink(LinkForm(visit.form)[.link] ?? "", now: now)
        return try PasskeyLoginPages.requestOptions(ceremony, purpose: .link(userID: link.user.id),
                                                    allowing: services.database.passkeys(userID: link.user.id).map(\.credentialID), now: now)
    }

    /// The join confirmed with one of the account's passkeys: two factors in one, as at login.
    func confirmLinkWithPasskey(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        let token = LinkForm(visit.form)[.link] ?? ""
        let now = services.clock.now()
        let link = try pendingLink(token, now: now)
        do {
            let signer = try PasskeyLoginPages.signer(PasskeyForm(visit.form), ceremony: ceremony, purpose: .link(userID: link.user.id),
                                                      database: services.database, now: now)
            guard signer.id == link.user.id else { throw PasskeyProblem("This passkey belongs to another account than \(link.user.email).") }
        } catch let problem as PasskeyProblem {
            services.logger.warning("passkey refused for a join from \(services.clientAddress(visit.request)): \(problem)")
            return try linkPage(visit, link: token, user: link.user, form: LinkForm([:]), failed: problem.description)
        }
        return try join(link, token: token, visit: visit, now: now)
    }

    private func pendingLink(_ token: String, now: Int) throws -> Database.PendingLink {
        guard let link = try services.database.pendingLink(tokenHash: SHA256.hex(token.utf8), now: now, lifetime: Self.attemptLifetime) else {
            throw HTTPError(.badRequest, "This request to join accounts has expired or was used. Sign in with \(settings.name) again.")
        }
        return link
    }

    private func join(_ link: Database.PendingLink, token: String, visit: Visit, now: Int) throws -> Response {
        try services.database.confirmPendingLink(tokenHash: SHA256.hex(token.utf8), link, now: now)
        return try logIn(link.user, claims: nil, visit: visit, next: "/")
    }

    /// The ways the page offers depend on the account: a code field when it has two-factor
    /// codes on, a passkey button when it has passkeys (and the server its public address).
    private func linkPage(_ visit: Visit, link: String, user: User, form: LinkForm, failed: String?,
                          errors: FieldErrors? = nil) throws -> Response {
        let passkeys = try ceremony != nil && !services.database.passkeys(userID: user.id).isEmpty
        var values: [String: TemplateValue] = ["title": "Join your account", "link": .string(link), "email": .string(user.email),
                                               "provider_name": .string(settings.name), "two_factor": .bool(user.hasTwoFactor),
                                               "passkeys": .bool(passkeys), "with_passkeys_script": .bool(passkeys)]
        if let failed { values["failed"] = .string(failed) }
        return try services.pages.renderForm("accounts/oidc-link", values, visit: visit, form: form,
                                             errors: errors ?? failed.map { _ in FieldErrors([]) })
    }

    /// As every login ends (`SignIns`), with the browser's half of the sign-in forgotten. The
    /// staff claim, when configured and present, makes staff (a joined account got it with the
    /// join: `claims` is nil then).
    private func logIn(_ user: User, claims: IDTokenClaims?, visit: Visit, next: String) throws -> Response {
        if let claims, isStaff(claims) { try services.database.makeStaff(userID: user.id) }
        var response = try signIns.complete(user, wayIn: .singleSignOn, next: next, visit: visit)
        response.setCookie(sessions.cookie(Self.cookieName, "", maxAge: 0, visit: visit))
        return response
    }

    private func isStaff(_ claims: IDTokenClaims) -> Bool {
        settings.staffClaim?.isStaff(claims) == true
    }

    private func unreachable(_ error: SingleSignOnError) -> HTTPError {
        services.logger.warning("single sign-on provider unreachable: \(error)")
        return HTTPError(.badGateway, "\(settings.name) could not be reached: \(error) Try again later, or log in with your password.")
    }
}
