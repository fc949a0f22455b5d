/// Which ways in a member has, for their account export (issue 40): kinds and names only, never
/// a secret, a hash or a key, so the file says what to set up again on another server.
public struct SignInWays: Sendable, Equatable {
    public let twoFactor: Bool
    public let recoveryCodesLeft: Int
    /// The names the member gave their passkeys.
    public let passkeys: [String]
    /// Who else vouches for the member, as `proxy:remote-email`.
    public let identities: [String]

    public init(twoFactor: Bool, recoveryCodesLeft: Int, passkeys: [String], identities: [String]) {
        self.twoFactor = twoFactor
        self.recoveryCodesLeft = recoveryCodesLeft
        self.passkeys = passkeys
        self.identities = identities
    }

    /// A member with a password and nothing more.
    public static let passwordOnly = SignInWays(twoFactor: false, recoveryCodesLeft: 0, passkeys: [], identities: [])

    /// The export's `sign_in` object.
    func write(to json: inout JSONWriter) {
        json.beginObject()
        json.key("password"); json.bool(true)
        json.key("two_factor"); json.bool(twoFactor)
        json.key("recovery_codes_left"); json.integer(Int64(recoveryCodesLeft))
        json.key("passkeys"); json.beginArray()
        for name in passkeys { json.string(name) }
        json.endArray()
        json.key("identities"); json.beginArray()
        for identity in identities { json.string(identity) }
        json.endArray()
        json.endObject()
    }
}
