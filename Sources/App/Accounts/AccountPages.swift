import Crypto
import Domain
import HTTP
import Storage
import Templates

/// Sign-up, log-in and log-out.
struct AccountPages: Sendable {
    let services: Services
    let sessions: Sessions
    let throttle: LoginThrottle

    static let signupFields = ["email", "first_name", "last_name", "birth_date"]

    func showSignup(_ visit: Visit) throws -> Response {
        if visit.user != nil { return .redirect(to: "/") }
        return try services.pages.render("accounts/signup", ["title": "Sign up"], visit: visit)
    }

    func createAccount(_ visit: Visit) throws -> Response {
        let form = visit.form
        let parsed = SignupInput.parse(email: form["email"], password: form["password"], firstName: form["first_name"],
                                       lastName: form["last_name"], birthDate: form["birth_date"], today: services.today())
        let input: SignupInput
        switch parsed {
        case .failure(let errors): return try signupAgain(visit, errors)
        case .success(let valid): input = valid
        }
        let user: User
        do {
            user = try services.database.createUser(Database.NewUser(
                email: input.email, passwordHash: try services.config.passwordHasher.hash(input.password),
                firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate.iso))
        } catch StorageError.emailTaken {
            return try signupAgain(visit, FieldErrors([FieldError(field: "email", message: "An account with this email already exists. Log in instead?")]))
        }
        return try sessions.logIn(user, visit: visit, then: .redirect(to: "/"))
    }

    private func signupAgain(_ visit: Visit, _ errors: FieldErrors) throws -> Response {
        try services.pages.render("accounts/signup", [
            "title": "Sign up", "errors": errors.templateValue, "values": visit.formValues(Self.signupFields),
        ], visit: visit, status: .unprocessableContent)
    }

    func showLogin(_ visit: Visit) throws -> Response {
        let next = LocalPath.safe(visit.request.queryItems["next"])
        if visit.user != nil { return .redirect(to: next) }
        return try services.pages.render("accounts/login", ["title": "Log in", "next": .string(next)], visit: visit)
    }

    /// Unknown email and wrong password get the same message and cost the same hash, so
    /// neither the page nor its timing tells whether an account exists.
    func logIn(_ visit: Visit) throws -> Response {
        let email = String((visit.form["email"] ?? "").trimmingSpaces())
        let password = visit.form["password"] ?? ""
        let next = LocalPath.safe(visit.form["next"])
        let address = services.clientAddress(visit.request)
        let now = Sessions.now()
        if let wait = throttle.retryAfter(account: email, address: address, now: now) {
            throw HTTPError(.tooManyRequests, "Too many failed attempts. Wait \(Self.minutes(wait)) and try again.",
                            headers: ["Retry-After": String(wait)])
        }
        let hasher = services.config.passwordHasher
        guard let (user, hash) = try services.database.credentials(email: email) else {
            hasher.dummyVerify(password)
            return try loginFailed(visit, email: email, next: next, address: address, now: now)
        }
        guard hasher.verify(password, against: hash) else {
            return try loginFailed(visit, email: email, next: next, address: address, now: now)
        }
        throttle.recordSuccess(account: email)
        return try sessions.logIn(user, visit: visit, then: .redirect(to: next))
    }

    private func loginFailed(_ visit: Visit, email: String, next: String, address: String, now: Int) throws -> Response {
        throttle.recordFailure(account: email, address: address, now: now)
        services.logger.info("failed login from \(address)")
        return try services.pages.render("accounts/login", [
            // The email is not echoed back: the page must read the same whether or not the
            // account exists.
            "title": "Log in", "next": .string(next),
            "failed": "The email or password is not right. Check both and try again.",
        ], visit: visit, status: .unprocessableContent)
    }

    func logOut(_ visit: Visit) throws -> Response {
        try sessions.logOut(visit: visit, then: .redirect(to: "/login"))
    }

    private static func minutes(_ seconds: Int) -> String {
        seconds < 90 ? "\(seconds) seconds" : "\((seconds + 59) / 60) minutes"
    }
}
