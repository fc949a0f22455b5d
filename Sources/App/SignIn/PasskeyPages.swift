import Crypto
import Domain
import HTTP
import Pages
import Storage
import Templates

/// `/settings/passkeys`: add a passkey under a name, list them, remove one. The browser's side
/// is Public/passkeys.js: it fetches the options, asks the authenticator, and posts the answer.
struct PasskeyPages: Sendable {
    let services: Services
    /// Nil without `--public-url`: passkeys are bound to the site's address.
    let ceremony: PasskeyCeremony?
    static let nameLength = 1...60

    func show(_ visit: Visit, user: User) throws -> Response {
        let notice = switch visit.request.queryItems["done"] {
        case "added": "Passkey added. You can log in with it from the login page."
        case "removed": "Passkey removed."
        default: ""
        }
        return try page(visit, user: user, form: PasskeyForm([:]), errors: nil, notice: notice)
    }

    /// The options for `navigator.credentials.create()` (§5.4), as JSON with base64url bytes.
    func creationOptions(_ visit: Visit, user: User) throws -> Response {
        let ceremony = try required()
        var json = JSONWriter(capacity: 1_024)
        json.beginObject()
        json.key("challenge")
        json.string(try ceremony.challenges.issue(.registration(userID: user.id), now: services.clock.now()))
        json.key("rp")
        Self.object(&json, ["id": ceremony.rpID, "name": "Lifting Log"])
        json.key("user")
        Self.object(&json, ["id": Self.userHandle(user.id), "name": user.email, "displayName": "\(user.firstName) \(user.lastName)"])
        json.key("pubKeyCredParams")
        Self.credentials(&json, COSEKey.algorithms.map { ("alg", .algorithm($0)) })
        // Passkeys the member has already: the authenticator says so instead of making a second.
        json.key("excludeCredentials")
        Self.credentials(&json, try services.database.passkeys(userID: user.id).map { ("id", .id(Base64.encode($0.credentialID, alphabet: .urlSafe))) })
        Self.commonOptions(&json)
        json.key("attestation")
        json.string("none")
        // Discoverable, so the login page can offer it without an email typed.
        json.key("authenticatorSelection")
        json.beginObject()
        json.key("residentKey")
        json.string("required")
        json.key("requireResidentKey")
        json.bool(true)
        json.key("userVerification")
        json.string("preferred")
        json.endObject()
        json.endObject()
        return Self.json(json)
    }

    /// A credential descriptor's or parameter's second member: an algorithm number or an id.
    enum Member {
        case algorithm(Int)
        case id(String)
    }

    /// `[{"type": "public-key", key: value}, …]`: the shape of both credential lists.
    static func credentials(_ json: inout JSONWriter, _ members: [(String, Member)]) {
        json.beginArray()
        for (key, member) in members {
            json.beginObject()
            json.key("type")
            json.string("public-key")
            json.key(key)
            switch member {
            case .algorithm(let value): json.integer(Int64(value))
            case .id(let text): json.string(text)
            }
            json.endObject()
        }
        json.endArray()
    }

    /// An object of text members, in the order given.
    private static func object(_ json: inout JSONWriter, _ members: KeyValuePairs<String, String>) {
        json.beginObject()
        for (key, value) in members {
            json.key(key)
            json.string(value)
        }
        json.endObject()
    }

    func add(_ visit: Visit, user: User) throws -> Response {
        let ceremony = try required()
        let form = PasskeyForm(visit.form)
        let name = String((form[.name] ?? "").trimmingSpaces())
        guard Self.nameLength.contains(name.count) else {
            return try page(visit, user: user, form: form, errors: FieldErrors([FieldError(
                field: PasskeyField.name.rawValue, message: "Name the passkey (1 to 60 characters), such as “phone”, to tell it apart later.")]), notice: "")
        }
        let (clientData, attestation) = (try Self.bytes(form, .clientData), try Self.bytes(form, .attestationObject))
        let registered: PasskeyCeremony.Registered
        do {
            registered = try ceremony.register(clientDataJSON: clientData, attestationObject: attestation, userID: user.id, now: services.clock.now())
        } catch let problem as PasskeyProblem {
            services.logger.info("passkey refused for member \(user.id): \(problem)")
            return try page(visit, user: user, form: form, errors: FieldErrors([FieldError(field: PasskeyField.name.rawValue, message: problem.description)]), notice: "")
        }
        guard try services.database.addPasskey(userID: user.id, credentialID: registered.credentialID, publicKey: registered.publicKeyBytes,
                                               signCount: registered.signCount, name: name, now: services.clock.now()) else {
            return try page(visit, user: user, form: form, errors: FieldErrors([FieldError(
                field: PasskeyField.name.rawValue, message: "This passkey is registered already.")]), notice: "")
        }
        return .redirect(to: "/settings/passkeys?done=added")
    }

    func remove(_ visit: Visit, user: User) throws -> Response {
        guard let id = visit.pathID,
              try services.database.deletePasskey(userID: user.id, passkeyID: id) else {
            throw HTTPError(.notFound, "You have no such passkey. It may have been removed already.")
        }
        return .redirect(to: "/settings/passkeys?done=removed")
    }

    private func page(_ visit: Visit, user: User, form: PasskeyForm, errors: FieldErrors?, notice: String) throws -> Response {
        let passkeys = try services.database.passkeys(userID: user.id).map { passkey -> TemplateValue in
            .dictionary(["id": .string(String(passkey.id)), "name": .string(passkey.name),
                         "added": .string(DateText.long(CalendarDate(unixTime: passkey.createdAt))),
                         "used": .string(passkey.lastUsedAt.map { DateText.long(CalendarDate(unixTime: $0)) } ?? "never")])
        }
        return try services.pages.renderForm("accounts/passkeys", [
            "title": "Passkeys", "passkeys": .list(passkeys), "available": .bool(ceremony != nil), "notice": .string(notice),
            "with_passkeys_script": true,
        ], visit: visit, form: form, errors: errors)
    }

    private func required() throws -> PasskeyCeremony {
        guard let ceremony else { throw PasskeyCeremony.unavailable }
        return ceremony
    }

    /// The member's WebAuthn user handle: their id's eight bytes, which say nothing about them (§14.6.1).
    static func userHandle(_ userID: Int64) -> String {
        Base64.encode((0..<8).map { UInt8(truncatingIfNeeded: userID >> (56 - 8 * $0)) }, alphabet: .urlSafe)
    }

    /// The timeout both ceremonies share: the challenge's lifetime.
    static func commonOptions(_ json: inout JSONWriter) {
        json.key("timeout")
        json.integer(Int64(PasskeyChallenges.lifetime * 1000))
    }

    static func bytes(_ form: PasskeyForm, _ field: PasskeyField) throws -> [UInt8] {
        guard let text = form[field], let bytes = Base64.decode(text, alphabet: .urlSafe), !bytes.isEmpty else {
            throw HTTPError(.badRequest, "The passkey's answer lacks its \(field.rawValue.split(separator: "_").joined(separator: " ")). Reload the page and try again.")
        }
        return bytes
    }

    static func json(_ writer: JSONWriter) -> Response {
        Response(status: .ok, headers: ["Content-Type": "application/json", "Cache-Control": "no-store"], body: writer.bytes)
    }
}
