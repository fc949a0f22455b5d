import Domain
import HTTPSClient

/// The `--oidc-*` settings of `liftinglog serve`, listed after the general ones.
enum SingleSignOnOptions {
    static let all: [ServeOption] = [
        ServeOptions.value("oidc-issuer", "URL", "sign in with this OpenID Connect provider, such as https://auth.example.org/application/o/lifting-log/",
              default: "no single sign-on") { value, source, config throws(CommandLineError) in
            do {
                _ = try HTTPSURL(value)
            } catch {
                throw CommandLineError(message: "\(source) must be the provider's https:// address: \(error)")
            }
            config.singleSignOn.issuer = value
        },
        ServeOptions.value("oidc-client-id", "ID", "the client ID the provider gave Lifting Log", default: nil) { value, _, config throws(CommandLineError) in
            config.singleSignOn.clientID = value
        },
        ServeOptions.value("oidc-client-secret-file", "PATH", "a file holding the client secret", default: nil) { value, _, config throws(CommandLineError) in
            config.singleSignOn.clientSecret = try SecretFile.read(value)
        },
        ServeOptions.value("oidc-name", "NAME", "the provider's name on the log-in page's \"Sign in with NAME\"",
              default: "single sign-on") { value, _, config throws(CommandLineError) in
            config.singleSignOn.name = value
        },
        ServeOptions.toggle("oidc-signup", "OIDC_SIGNUP", on: ServeOptions.yes, off: ServeOptions.no,
                            "make an account at a first sign-in that matches none") { $0.singleSignOn.signup = true },
        ServeOptions.value("oidc-staff-claim", "NAME=VALUE", "make staff those whose ID token has this claim, such as groups=gym-staff",
              default: "none") { value, source, config throws(CommandLineError) in
            do {
                config.singleSignOn.staffClaim = try StaffClaim(value)
            } catch {
                throw CommandLineError(message: "\(source): \(error)")
            }
        },
        ServeOptions.value("oidc-ca-file", "PATH", "trust only the CA certificates in this PEM file for the provider",
              default: "the system's trusted certificates") { value, _, config throws(CommandLineError) in
            config.singleSignOn.caFile = value
        },
    ]
}
