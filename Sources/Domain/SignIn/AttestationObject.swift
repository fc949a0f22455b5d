/// What `navigator.credentials.create()` returns beside the client data (WebAuthn Level 2
/// §6.5): a CBOR map of the attestation format, its statement and the authenticator data. The
/// server asks for attestation `none`; a statement in another format is not checked, which
/// §7.1 allows (the key is then trusted as the member's own on first use, as `none` is).
public struct AttestationObject: Sendable, Equatable {
    public let format: String
    public let authenticatorData: AuthenticatorData

    public struct Malformed: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    public init(_ bytes: [UInt8]) throws(Malformed) {
        let value: CBORValue
        do {
            value = try CBORReader.value(of: bytes)
        } catch {
            throw Malformed(description: "the attestation object is not CBOR: \(error)")
        }
        guard let format = value["fmt"]?.textString, let data = value["authData"]?.byteString else {
            throw Malformed(description: "the attestation object lacks its format or authenticator data")
        }
        do {
            authenticatorData = try AuthenticatorData(data)
        } catch {
            throw Malformed(description: "\(error)")
        }
        guard authenticatorData.credential != nil else { throw Malformed(description: "the attestation object carries no new credential") }
        self.format = format
    }
}
