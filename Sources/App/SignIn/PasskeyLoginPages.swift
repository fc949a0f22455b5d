import Crypto
import Domain
import HTTP
import Storage

/// "Sign in with a passkey" on the login page: a discoverable credential, so no email is typed.
/// A passkey is two factors in one (something held, unlocked by something known or been), so
/// no two-factor code is asked after it.
struct PasskeyLoginPages: Sendable {
    let services: Services
    let ceremony: PasskeyCeremony?
    let signIns: SignIns

    /// The options for `navigator.credentials.get()` (§5.5): no credentials listed, so the
    /// authenticator offers the ones it holds for this site.
    func requestOptions(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("challenge")
        json.string(ceremony.challenges.issue(.login, now: Sessions.now()))
        json.key("rpId")
        json.string(ceremony.rpID)
        json.key("userVerification")
        json.string("preferred")
        PasskeyPages.commonOptions(&json)
        json.endObject()
        return PasskeyPages.json(json)
    }

    func logIn(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        let form = PasskeyForm(visit.form)
        let next = LocalPath.safe(form[.next])
        do {
            let credentialID = try PasskeyPages.bytes(form, .credentialID)
            guard let owner = try services.database.passkeyOwner(credentialID: credentialID) else { throw PasskeyProblem.unknown }
            let count = try ceremony.authenticate(
                clientDataJSON: try PasskeyPages.bytes(form, .clientData), authenticatorData: try PasskeyPages.bytes(form, .authenticatorData),
                signature: try PasskeyPages.bytes(form, .signature), publicKey: owner.publicKey, storedSignCount: owner.signCount, now: Sessions.now())
            guard try services.database.recordPasskeyUse(passkeyID: owner.passkeyID, signCount: count, now: Sessions.now()) else {
                throw PasskeyProblem.cloned
            }
            return try signIns.complete(owner.user, next: next, visit: visit)
        } catch let problem as PasskeyProblem {
            services.logger.warning("passkey login refused from \(services.clientAddress(visit.request)): \(problem)")
            return try services.pages.render("accounts/login", [
                "title": "Log in", "next": .string(next), "passkeys": true, "with_passkeys_script": true,
                "failed": .string(problem.description),
            ], visit: visit, status: .unprocessableContent)
        }
    }
}
