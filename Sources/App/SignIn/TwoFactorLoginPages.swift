import Domain
import HTTP
import Pages
import Storage

/// The second step of a password login for a member with two-factor codes on: the code, or a
/// recovery code, within five minutes of the password (`PendingLogins`). A wrong code counts
/// in the same throttle as a wrong password, for the same account and browser.
struct TwoFactorLoginPages: Sendable {
    let services: Services
    let signIns: SignIns
    let pendingLogins: PendingLogins
    let throttle: LoginThrottle

    func showCode(_ visit: Visit) throws -> Response {
        guard pendingLogins.pending(visit.request, now: services.clock.now()) != nil else { return Self.startAgain }
        return try services.pages.renderForm("accounts/login-two-factor", ["title": "Two-factor code"], visit: visit, form: TwoFactorForm([:]))
    }

    func checkCode(_ visit: Visit) throws -> Response {
        let now = services.clock.now()
        guard let pending = pendingLogins.pending(visit.request, now: now) else { return Self.startAgain }
        let client = signIns.devices.client(visit.request, account: pending.email, address: services.clientAddress(visit.request))
        if let wait = throttle.retryAfter(account: pending.email, client: client, now: now) {
            throw AccountPages.tooManyFailures(wait)
        }
        let form = TwoFactorForm(visit.form)
        guard let user = try services.database.user(id: pending.userID),
              try SecondFactor(database: services.database).accepts(form[.code] ?? "", userID: user.id, now: now) else {
            throttle.recordFailure(account: pending.email, client: client, now: now)
            services.logger.info("wrong two-factor code from \(services.clientAddress(visit.request))")
            return try services.pages.renderForm("accounts/login-two-factor", ["title": "Two-factor code"], visit: visit,
                                                 form: TwoFactorForm([:]), errors: FieldErrors([SecondFactor.refusal]))
        }
        throttle.recordSuccess(client: client)
        let response = try signIns.complete(user, wayIn: .password, next: pending.next, visit: visit)
        return pendingLogins.cleared(response, sessions: signIns.sessions, visit: visit)
    }

    /// No password typed lately in this browser: the login starts over.
    private static let startAgain = Response.redirect(to: "/login")
}
