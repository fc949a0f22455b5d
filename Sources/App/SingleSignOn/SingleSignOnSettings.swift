import Domain

/// `--oidc-*`: the OpenID Connect provider members may sign in with. Unset (`issuer` nil),
/// the log-in page has no single sign-on and `/login/oidc` is not found.
public struct SingleSignOnSettings: Sendable {
    public var issuer: String?
    public var clientID: String?
    /// Read from `--oidc-client-secret-file`, so it shows in no process listing.
    public var clientSecret: String?
    /// What the log-in page's button names: "Sign in with <name>".
    public var name = "single sign-on"
    /// Whether a first sign-in with no matching account makes one.
    public var signup = false
    public var staffClaim: StaffClaim?
    /// A private CA's certificates to trust instead of the system's.
    public var caFile: String?

    public init() {}

    public var isConfigured: Bool { issuer != nil }

    /// The three settings go together, and the provider must be told where to send members
    /// back, which needs the site's address.
    func check(publicURL: PublicURL?) throws(CommandLineError) {
        let given = [issuer, clientID, clientSecret].compactMap { $0 }
        guard !given.isEmpty else {
            guard caFile == nil, staffClaim == nil, !signup else {
                throw CommandLineError(message: "The --oidc-* options need --oidc-issuer, --oidc-client-id and --oidc-client-secret-file.")
            }
            return
        }
        guard given.count == 3 else {
            throw CommandLineError(message: "Single sign-on needs all of --oidc-issuer, --oidc-client-id and --oidc-client-secret-file.")
        }
        guard publicURL != nil else {
            throw CommandLineError(message: "Single sign-on needs --public-url: the provider sends members back to <public-url>/login/oidc/callback.")
        }
    }
}
