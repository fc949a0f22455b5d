import Crypto
import Domain
import HTTP
import Pages
import Storage
import Templates

/// Sign-up, log-in and log-out.
struct AccountPages: Sendable {
    let services: Services
    let sessions: Sessions
    let throttle: LoginThrottle
    let signIns: SignIns
    let pendingLogins: PendingLogins
    /// Whether the login page offers "Sign in with a passkey" (the server knows its address).
    let passkeys: Bool
    var devices: DeviceCookies { signIns.devices }

    func showSignup(_ visit: Visit) throws -> Response {
        if visit.user != nil { return .redirect(to: "/") }
        try requireOpenSignup()
        return try services.pages.renderForm("accounts/signup", ["title": "Sign up"], visit: visit, form: SignupForm([:]))
    }

    func createAccount(_ visit: Visit) throws -> Response {
        try requireOpenSignup()
        let limit = signupLimit(visit)
        // Looked at before the password is hashed, so a refused sign-up costs no hash.
        if let wait = try services.database.signupWait(limit) { throw Self.tooManySignups(wait) }
        let form = SignupForm(visit.form)
        let input: SignupInput
        switch form.input(today: services.today()) {
        case .failure(let errors): return try signupAgain(visit, form, errors)
        case .success(let valid): input = valid
        }
        let user: User
        do {
            user = try services.database.createUser(Database.NewUser(
                email: input.email, passwordHash: try services.config.passwordHasher.hash(input.password),
                firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate,
                timeZone: browserTimeZone(form)), limit: limit)
        } catch StorageError.emailTaken {
            return try signupAgain(visit, form, FieldErrors([FieldError(field: "email", message: "An account with this email already exists. Log in instead?")]))
        } catch StorageError.tooManySignups(let wait) {
            throw Self.tooManySignups(wait)
        }
        return try signIns.complete(user, wayIn: .password, next: "/", visit: visit)
    }

    /// This sign-up against the server's limit per network and hour (issue 35), counted in the
    /// database so a restart after a crash does not reset it.
    private func signupLimit(_ visit: Visit) -> SignupLimit {
        SignupLimit(network: SignupNetwork.key(of: services.clientAddress(visit.request)), limit: services.config.signupsPerHour,
                    window: 3600, now: services.clock.now())
    }

    /// The 429 past the limit, with when to try again as a `Retry-After` too.
    private static func tooManySignups(_ wait: Int) -> HTTPError {
        HTTPError(.tooManyRequests, "Too many accounts were made from your network in the last hour. Try again in \(minutes(wait)).",
                  headers: ["Retry-After": String(wait)])
    }

    /// The zone the browser reported, when this server knows it; otherwise the lifter follows
    /// the gym's zone until they choose one in settings.
    private func browserTimeZone(_ form: SignupForm) -> String? {
        guard let name = form[.timeZone], (try? services.timeZones.rules(named: name)) != nil else { return nil }
        return name
    }

    private func requireOpenSignup() throws {
        guard services.config.signup == .open else {
            throw HTTPError(.forbidden, "This server does not take sign-ups. Ask its administrator or the gym's staff for an account.")
        }
    }

    private func signupAgain(_ visit: Visit, _ form: SignupForm, _ errors: FieldErrors) throws -> Response {
        try services.pages.renderForm("accounts/signup", ["title": "Sign up"], visit: visit, form: form, errors: errors)
    }

    func showLogin(_ visit: Visit) throws -> Response {
        let next = LocalPath.safe(visit.request.queryItems["next"])
        if visit.user != nil { return .redirect(to: next) }
        return try services.pages.render("accounts/login", ["title": "Log in", "next": .string(next), "passkeys": .bool(passkeys),
                                                            "with_passkeys_script": .bool(passkeys)], visit: visit)
    }

    /// Unknown email and wrong password get the same message and cost the same hash, so
    /// neither the page nor its timing tells whether an account exists. A browser that has
    /// logged in to the account before is throttled only by its own failures (`DeviceCookies`).
    func logIn(_ visit: Visit) throws -> Response {
        let form = LoginForm(visit.form)
        let email = String((form[.email] ?? "").trimmingSpaces())
        let password = form[.password] ?? ""
        let next = LocalPath.safe(form[.next])
        let address = services.clientAddress(visit.request)
        let client = devices.client(visit.request, account: email, address: address)
        let now = services.clock.now()
        if let wait = throttle.retryAfter(account: email, client: client, now: now) { throw Self.tooManyFailures(wait) }
        let hasher = services.config.passwordHasher
        guard let (user, hash) = try services.database.credentials(email: email) else {
            hasher.dummyVerify(password)
            return try loginFailed(visit, form, email: email, next: next, client: client, now: now)
        }
        guard hasher.verify(password, against: hash) else {
            return try loginFailed(visit, form, email: email, next: next, client: client, now: now)
        }
        throttle.recordSuccess(client: client)
        if hasher.needsRehash(hash) {
            // A hash made with weaker parameters than today's is replaced while the password
            // is at hand: the only moment it can be.
            try services.database.updatePasswordHash(userID: user.id, passwordHash: try hasher.hash(password))
        }
        guard user.hasTwoFactor else { return try signIns.complete(user, wayIn: .password, next: next, visit: visit) }
        // The password was right; the session waits for the code (`TwoFactorLoginPages`).
        var response = Response.redirect(to: "/login/two-factor")
        response.setCookie(pendingLogins.cookie(for: PendingLogins.Pending(userID: user.id, email: email, next: next), now: services.clock.now(),
                                                sessions: sessions, visit: visit))
        return response
    }

    /// The 429 of a password or two-factor code tried too often, with when to try again.
    static func tooManyFailures(_ wait: Int) -> HTTPError {
        HTTPError(.tooManyRequests, "Too many failed attempts. Wait \(minutes(wait)) and try again.", headers: ["Retry-After": String(wait)])
    }

    private func loginFailed(_ visit: Visit, _ form: LoginForm, email: String, next: String, client: LoginThrottle.Client, now: Int) throws -> Response {
        throttle.recordFailure(account: email, client: client, now: now)
        services.logger.info("failed login from \(services.clientAddress(visit.request))")
        // The email typed is shown again whether or not the account exists, so the page
        // still tells nothing about who has one.
        return try services.pages.renderForm("accounts/login", [
            "title": "Log in", "next": .string(next), "passkeys": .bool(passkeys), "with_passkeys_script": .bool(passkeys),
            "failed": "The email or password is not right. Check both and try again.",
        ], visit: visit, form: form, errors: FieldErrors([]))
    }

    func logOut(_ visit: Visit) throws -> Response {
        try sessions.logOut(visit: visit, then: .redirect(to: "/login"))
    }

    private static func minutes(_ seconds: Int) -> String {
        seconds < 90 ? "\(seconds) seconds" : "\((seconds + 59) / 60) minutes"
    }
}
