import Crypto
import Domain
import HTTP
import Pages
import Storage

/// "Sign in with a passkey" on the login page: a discoverable credential, so no email is typed.
/// A passkey is two factors in one (something held, unlocked by something known or been), so
/// no two-factor code is asked after it.
struct PasskeyLoginPages: Sendable {
    let services: Services
    let ceremony: PasskeyCeremony?
    let signIns: SignIns

    func requestOptions(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        return try Self.requestOptions(ceremony, purpose: .login, now: services.clock.now())
    }

    func logIn(_ visit: Visit) throws -> Response {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        let form = PasskeyForm(visit.form)
        let next = LocalPath.safe(form[.next])
        do {
            let user = try Self.signer(form, ceremony: ceremony, purpose: .login, database: services.database,
                                       now: services.clock.now())
            return try signIns.complete(user, wayIn: .passkey, next: next, visit: visit)
        } catch let problem as PasskeyProblem {
            services.logger.warning("passkey login refused from \(services.clientAddress(visit.request)): \(problem)")
            return try services.pages.render("accounts/login", [
                "title": "Log in", "next": .string(next), "passkeys": true, "with_passkeys_script": true,
                "failed": .string(problem.description),
            ], visit: visit, status: .unprocessableContent)
        }
    }

    /// The options for `navigator.credentials.get()` (§5.5). For a login no credentials are
    /// listed, so the authenticator offers the ones it holds for this site; where the account
    /// is known (a join), its passkeys are, so the authenticator offers only those.
    static func requestOptions(_ ceremony: PasskeyCeremony, purpose: PasskeyChallenges.Purpose,
                               allowing credentialIDs: [[UInt8]] = [], now: Int) throws -> Response {
        var json = JSONWriter(capacity: 256)
        json.beginObject()
        json.key("challenge")
        json.string(try ceremony.challenges.issue(purpose, now: now))
        json.key("rpId")
        json.string(ceremony.rpID)
        if !credentialIDs.isEmpty {
            json.key("allowCredentials")
            PasskeyPages.credentials(&json, credentialIDs.map { ("id", .id(Base64.encode($0, alphabet: .urlSafe))) })
        }
        json.key("userVerification")
        json.string("preferred")
        PasskeyPages.commonOptions(&json)
        json.endObject()
        return PasskeyPages.json(json)
    }

    /// The member whose passkey signed the form's answer to a challenge of `purpose`, checked
    /// as §7.2 says, with the passkey's use and new counter recorded. Throws a `PasskeyProblem`
    /// for an answer refused.
    static func signer(_ form: PasskeyForm, ceremony: PasskeyCeremony, purpose: PasskeyChallenges.Purpose, database: Database,
                       now: Int) throws -> User {
        let credentialID = try PasskeyPages.bytes(form, .credentialID)
        guard let owner = try database.passkeyOwner(credentialID: credentialID) else { throw PasskeyProblem.unknown }
        let count = try ceremony.authenticate(
            clientDataJSON: try PasskeyPages.bytes(form, .clientData), authenticatorData: try PasskeyPages.bytes(form, .authenticatorData),
            signature: try PasskeyPages.bytes(form, .signature), publicKey: owner.publicKey, storedSignCount: owner.signCount,
            purpose: purpose, now: now)
        guard try database.recordPasskeyUse(passkeyID: owner.passkeyID, signCount: count, now: now) else {
            throw PasskeyProblem.cloned
        }
        return owner.user
    }
}
