import Crypto
import Domain
import HTTP
import Pages
import Storage
import Templates

/// `/settings/two-factor`: set up codes from an authenticator app (the secret as text and as a
/// QR code, confirmed by one code from the app), see the recovery codes once, turn it off.
struct TwoFactorPages: Sendable {
    let services: Services
    /// 160 bits, the HMAC-SHA1 output size RFC 4226 §4 recommends for the shared secret.
    static let secretByteCount = 20
    static let issuer = "Lifting Log"

    func show(_ visit: Visit, user: User) throws -> Response {
        if user.hasTwoFactor { return try showOn(visit, user: user) }
        return try showSetUp(visit, user: user, form: TwoFactorForm([:]), errors: nil)
    }

    /// The code from the app proves it holds the secret: two-factor goes on, and the recovery
    /// codes are shown on this one response (never stored in the clear, never shown again).
    func confirm(_ visit: Visit, user: User) throws -> Response {
        guard !user.hasTwoFactor else { return .redirect(to: "/settings/two-factor") }
        let form = TwoFactorForm(visit.form)
        let now = services.clock.now()
        guard let record = try services.database.twoFactor(userID: user.id), !record.isConfirmed,
              let step = OneTimePassword.matchingStep((form[.code] ?? "").filter { $0 != " " }, secret: record.secret, now: now, lastUsed: nil) else {
            let error = FieldError(field: TwoFactorField.code.rawValue,
                                   message: "This is not the code your app shows now. Check that it scanned this page's code, and that the phone's clock is right.")
            return try showSetUp(visit, user: user, form: form, errors: FieldErrors([error]))
        }
        let codes = RecoveryCodes.make()
        guard try services.database.confirmTwoFactor(userID: user.id, step: step, recoveryHashes: codes.hashes, now: now) else {
            return .redirect(to: "/settings/two-factor")
        }
        services.logger.info("two-factor codes turned on for member \(user.id)")
        var response = try services.pages.render("accounts/recovery-codes", [
            "title": "Recovery codes", "codes": .list(codes.shown.map(TemplateValue.string)),
        ], visit: visit)
        // Shown once: no copy kept by the browser or anything between.
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// Turning codes off needs one: a session left open on a shared computer is not enough.
    func turnOff(_ visit: Visit, user: User) throws -> Response {
        guard user.hasTwoFactor else { return .redirect(to: "/settings/two-factor") }
        let form = TwoFactorForm(visit.form)
        guard try SecondFactor(database: services.database).accepts(form[.code] ?? "", userID: user.id, now: services.clock.now()) else {
            return try showOn(visit, user: user, errors: FieldErrors([SecondFactor.refusal]))
        }
        try services.database.turnOffTwoFactor(userID: user.id)
        services.logger.info("two-factor codes turned off for member \(user.id)")
        return .redirect(to: "/settings/two-factor?off=1")
    }

    private func showOn(_ visit: Visit, user: User, errors: FieldErrors? = nil) throws -> Response {
        try services.pages.renderForm("accounts/two-factor", [
            "title": "Two-factor codes", "on": true,
            "recovery_left": .string(String(try services.database.recoveryCodesLeft(userID: user.id))),
        ], visit: visit, form: TwoFactorForm([:]), errors: errors)
    }

    private func showSetUp(_ visit: Visit, user: User, form: TwoFactorForm, errors: FieldErrors?) throws -> Response {
        guard let secret = try services.database.pendingTwoFactorSecret(userID: user.id, candidate: SecureRandom.bytes(Self.secretByteCount)) else {
            return .redirect(to: "/settings/two-factor")
        }
        let encoded = Base32.encode(secret)
        let uri = Self.uri(secret: encoded, account: user.email)
        var response = try services.pages.renderForm("accounts/two-factor", [
            "title": "Two-factor codes", "secret": .string(encoded), "uri": .string(uri),
            "qr": .html(try QRCode(bytes: Array(uri.utf8)).svg),
            "required": .bool(services.config.requireTwoFactor.isMissing(for: user, wayIn: visit.session?.wayIn ?? .password)),
            "passkeys": .bool(services.config.publicURL != nil),
            "turned_off": .bool(visit.request.queryItems["off"] != nil),
        ], visit: visit, form: form, errors: errors)
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// The Key URI Format authenticator apps read (Google Authenticator's wiki, followed by all):
    /// the issuer both as the label's prefix and as a parameter, as it recommends.
    static func uri(secret: String, account: String) -> String {
        let issuer = PercentEncoding.encode(issuer)
        return "otpauth://totp/\(issuer):\(PercentEncoding.encode(account))?secret=\(secret)&issuer=\(issuer)&algorithm=SHA1&digits=6&period=30"
    }
}
