import Crypto
import Domain
import HTTP

/// The relying party's checks of WebAuthn Level 2 §7.1 (registration) and §7.2
/// (authentication), for one site: its RP ID and origin, both from `--public-url`.
struct PasskeyCeremony: Sendable {
    let rpID: String
    let origin: String
    let challenges: PasskeyChallenges

    /// What a passkey page answers on a server started without `--public-url`.
    static let unavailable = HTTPError(.notFound, "Passkeys need the server's address: its administrator starts it with --public-url.")

    /// Passkeys need the site's own address: the browser binds each one to it.
    init?(publicURL: PublicURL?, challenges: PasskeyChallenges) {
        guard let publicURL else { return nil }
        let authority = publicURL.authority
        // The RP ID is the host alone (§5.1.2): no port.
        rpID = authority.hasPrefix("[") ? String(authority.prefix { $0 != "]" }) + "]" : String(authority.prefix { $0 != ":" })
        origin = publicURL.description
        self.challenges = challenges
    }

    struct Registered: Sendable {
        let credentialID: [UInt8]
        let publicKeyBytes: [UInt8]
        let signCount: UInt32
    }

    /// §7.1 steps 5–21 for a member adding a passkey; attestation is taken as `none` (see
    /// `AttestationObject`). Throws a `PasskeyProblem` for an answer refused, a storage error
    /// when the challenge could not be looked up.
    func register(clientDataJSON: [UInt8], attestationObject: [UInt8], userID: Int64, now: Int) throws -> Registered {
        try checkClient(clientDataJSON, type: "webauthn.create", purpose: .registration(userID: userID), now: now)
        let attestation: AttestationObject
        do {
            attestation = try AttestationObject(attestationObject)
        } catch {
            throw PasskeyProblem("The passkey's answer is malformed: \(error).")
        }
        let data = attestation.authenticatorData
        try checkAuthenticator(data)
        guard let credential = data.credential else { throw PasskeyProblem("The passkey's answer carries no credential.") }
        // A key no login could be checked against (a short RSA modulus, a point off the curve)
        // is refused now, not at the first login.
        do {
            _ = try Self.signatureKey(credential.publicKey)
        } catch {
            throw PasskeyProblem("The passkey's key cannot be used: \(error)")
        }
        return Registered(credentialID: credential.id, publicKeyBytes: credential.publicKeyBytes, signCount: data.signCount)
    }

    /// §7.2 steps 7–21 for a login (or a join's confirmation, `purpose`): the signature over
    /// the authenticator data and the client data's hash with the stored key, and the counter.
    /// Returns the new counter; throws as `register` does.
    func authenticate(clientDataJSON: [UInt8], authenticatorData: [UInt8], signature: [UInt8], publicKey: [UInt8],
                      storedSignCount: UInt32, purpose: PasskeyChallenges.Purpose, now: Int) throws -> UInt32 {
        try checkClient(clientDataJSON, type: "webauthn.get", purpose: purpose, now: now)
        let data: AuthenticatorData
        do {
            data = try AuthenticatorData(authenticatorData)
        } catch {
            throw PasskeyProblem("The passkey's answer is malformed: \(error).")
        }
        try checkAuthenticator(data)
        let key: SignatureKey
        do {
            key = try Self.signatureKey(COSEKey(try CBORReader.value(of: publicKey)))
        } catch {
            throw PasskeyProblem("The stored key of this passkey cannot be read: \(error).")
        }
        guard key.verify(signature, of: authenticatorData + SHA256.digest(clientDataJSON)) else {
            throw PasskeyProblem.badSignature
        }
        // §7.2 step 21: a counter that does not grow means two authenticators share the key,
        // unless both are zero (an authenticator that keeps no counter).
        guard data.signCount > storedSignCount || (data.signCount == 0 && storedSignCount == 0) else { throw PasskeyProblem.cloned }
        return data.signCount
    }

    private func checkClient(_ json: [UInt8], type: String, purpose: PasskeyChallenges.Purpose, now: Int) throws {
        let client: ClientData
        do {
            client = try ClientData(json: json)
        } catch {
            throw PasskeyProblem("The passkey's answer is malformed: \(error).")
        }
        guard client.type == type else { throw PasskeyProblem("The passkey's answer is for another step (\(client.type)).") }
        guard try challenges.take(client.challenge, for: purpose, now: now) else { throw PasskeyProblem.staleChallenge }
        guard client.origin == origin, !client.crossOrigin else { throw PasskeyProblem.wrongOrigin }
    }

    private func checkAuthenticator(_ data: AuthenticatorData) throws(PasskeyProblem) {
        guard data.rpIDHash == SHA256.digest(Array(rpID.utf8)) else { throw .wrongOrigin }
        guard data.userPresent else { throw .noUserPresence }
    }

    static func signatureKey(_ key: COSEKey) throws(SignatureKeyError) -> SignatureKey {
        switch key {
        case .es256(let x, let y): try .p256(x: x, y: y)
        case .rs256(let modulus, let exponent): try .rsa(modulus: modulus, exponent: exponent)
        case .ed25519(let x): try .ed25519(x: x)
        }
    }
}
