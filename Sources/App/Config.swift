import Crypto
import Domain
import Glibc
import HTTP
import Pages

/// Everything that can be set when the app starts. Tests build one directly; `main` builds
/// one from flags and the environment (`CommandLineOptions`).
public struct Config: Sendable {
    public var server = ServerConfiguration()
    public var databasePath = "./data/liftinglog.sqlite"
    public var logLevel: LogLevel = .info
    /// The folder that holds `Views/` and `Public/`.
    public var resourcesDirectory = "."
    public var passwordHasher: PasswordHasher = .pbkdf2SHA256
    /// Send cookies with `Secure`: set when the app is reached over HTTPS only.
    public var secureCookies = false
    /// Trust `X-Forwarded-For` and `X-Forwarded-Proto` from a reverse proxy in front.
    public var trustProxy = false
    /// The site's own address, for the absolute links of shared pages; nil leaves them relative.
    public var publicURL: PublicURL?
    public var sessionLifetime: Int = 30 * 24 * 3600
    /// Whether anyone may sign up, or only the administrator creates accounts.
    public var signup: SignupPolicy = .open
    /// The header a trusted sign-in proxy names the member in (`--auth-proxy-header`), believed
    /// only from `authProxyFrom`, which must then be given.
    public var authProxyHeader: String?
    public var authProxyFrom: [NetworkRange] = []
    /// Who must have two-factor codes (`--require-two-factor`).
    public var requireTwoFactor: TwoFactorRequirement = .none
    /// The time every part of the app reads (`WallClock`): today for a lifter, sessions,
    /// two-factor steps, the sign-up limit's hour, challenges and previews that expire. Tests
    /// set it and move it on instead of waiting.
    public var clock = WallClock.system
    /// Accounts one network (`SignupNetwork`) may make through the sign-up page in an hour.
    public var signupsPerHour = 10
    public static let signupsPerHourRange = 1...100_000
    /// The gym's IANA time zone: what "today" means when a lifter has none of their own.
    /// `liftinglog` defaults it to the machine's zone; a `Config()` of its own says UTC.
    public var timeZone = "UTC"
    /// Where the zone files are; tests point it elsewhere.
    public var timeZoneDirectory = "/usr/share/zoneinfo"
    /// Serve from a child process that a supervisor restarts after a crash. `liftinglog serve`
    /// reads it; an `App` always serves in the process that made it.
    public var supervised = true
    /// The bearer token `GET /metrics` asks for; nil leaves the page out altogether.
    public var metricsToken: String?
    /// The most bytes the uploads waiting at import previews may take together; nil for the
    /// default, `ImportPreviewLimit.defaultBytes` or a tenth of the free disk if less.
    public var importPreviewLimit: Int?
    /// Where `serve` writes the daily backup (`BackupScheduler`); nil for none.
    public var backupDirectory: String?
    /// In a server process a supervisor started: the record of requests in flight and crashes
    /// it shares with the supervisor (`Handover.openCrashRecord`); nil in a process serving
    /// alone, and in tests.
    public var crashRecord: CrashRecord?
    /// Single sign-on through an OpenID Connect provider (`--oidc-*`); off when unset.
    public var singleSignOn = SingleSignOnSettings()
    /// TEST ONLY, off by default: adds the page that crashes the server (`CrashRoute`).
    public var crashRouteForTests = false

    public init() {
        server.host = "127.0.0.1"
        server.port = 8080
    }

    /// The trusted proxy, when both of its settings are given.
    public var authProxy: AuthProxy? {
        guard let header = authProxyHeader, !authProxyFrom.isEmpty else { return nil }
        return AuthProxy(header: header, networks: authProxyFrom)
    }

    /// Why these settings cannot serve, for `liftinglog` to stop on before anything starts.
    public var problem: String? {
        guard authProxyHeader != nil, authProxyFrom.isEmpty else { return nil }
        return "--auth-proxy-header needs --auth-proxy-from with the proxy's addresses (such as 10.0.0.0/8,::1): from anywhere else the header could be forged."
    }

    public var viewsDirectory: String { resourcesDirectory + "/Views" }
    public var publicDirectory: String { resourcesDirectory + "/Public" }
}
