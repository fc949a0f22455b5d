/// The authenticator data (WebAuthn Level 2 §6.1): the RP ID's hash, the flags, the signature
/// counter and, at registration, the new credential with its public key.
public struct AuthenticatorData: Sendable, Equatable {
    public let rpIDHash: [UInt8]
    public let flags: UInt8
    public let signCount: UInt32
    /// Present when the AT flag is set (registration).
    public let credential: AttestedCredential?

    public struct AttestedCredential: Sendable, Equatable {
        public let id: [UInt8]
        /// The COSE key as its CBOR bytes, stored as they came.
        public let publicKeyBytes: [UInt8]
        public let publicKey: COSEKey
    }

    public var userPresent: Bool { flags & 0x01 != 0 }
    public var userVerified: Bool { flags & 0x04 != 0 }

    /// A credential id is at most 1023 bytes (§5.4.3's credential id length).
    public static let credentialIDLimit = 1023

    public enum Problem: Error, Equatable, CustomStringConvertible {
        case tooShort, badCredential(String)

        public var description: String {
            switch self {
            case .tooShort: "the authenticator data is shorter than its fixed part"
            case .badCredential(let why): "the new credential in the authenticator data is malformed: \(why)"
            }
        }
    }

    public init(_ bytes: [UInt8]) throws(Problem) {
        guard bytes.count >= 37 else { throw .tooShort }
        rpIDHash = Array(bytes[0..<32])
        flags = bytes[32]
        signCount = bytes[33..<37].reduce(0) { $0 << 8 | UInt32($1) }
        guard flags & 0x40 != 0 else {
            credential = nil
            return
        }
        // aaguid (16 bytes), the id's length (2), the id, then the COSE key.
        guard bytes.count >= 55 else { throw .badCredential("it ends before the credential id") }
        let idLength = Int(bytes[53]) << 8 | Int(bytes[54])
        guard idLength <= Self.credentialIDLimit, bytes.count >= 55 + idLength else { throw .badCredential("the credential id is too long") }
        let id = Array(bytes[55..<55 + idLength])
        var reader = CBORReader(bytes, offset: 55 + idLength)
        let key: CBORValue
        do {
            key = try reader.read()
        } catch {
            throw .badCredential("\(error)")
        }
        // Extensions may follow (the ED flag); nothing else may.
        guard reader.offset == bytes.count || flags & 0x80 != 0 else { throw .badCredential("bytes follow the public key") }
        do {
            credential = AttestedCredential(id: id, publicKeyBytes: Array(bytes[(55 + idLength)..<reader.offset]), publicKey: try COSEKey(key))
        } catch {
            throw .badCredential("\(error)")
        }
    }
}
