import Domain
import HTTP
import Pages

/// Every setting of `liftinglog serve`, in the order `--help` lists them. A limit's range is
/// wide enough for any real deployment and narrow enough that no value can break the server.
enum ServeOptions {
    static let all: [ServeOption] = general + limits

    static let general: [ServeOption] = [
        text("host", "HOST", "address to listen on", default: "127.0.0.1") { $0.server.host = $1 },
        value("port", "PORT", "port to listen on", default: "8080") { value, source, config throws(CommandLineError) in
            guard let port = BoundedNumber.integer(value, in: UInt16.min...UInt16.max) else {
                throw CommandLineError(message: "\(source) must be a port number from 0 to 65535, not \(value).")
            }
            config.server.port = port
        },
        text("db", "PATH", "SQLite database file", default: "./data/liftinglog.sqlite") { $0.databasePath = $1 },
        value("log-level", "LEVEL", "debug, info, warning or error; warning and error leave out the access log",
              default: "info") { value, source, config throws(CommandLineError) in
            config.logLevel = try OptionValue.choice(value, source: source, LogLevel.allCases)
        },
        value("log-format", "FORMAT", "the access log's lines: text, or json (one object a line)",
              default: "text") { value, source, config throws(CommandLineError) in
            config.server.accessLogFormat = try OptionValue.choice(value, source: source, AccessLogFormat.allCases)
        },
        toggle("no-access-log", "ACCESS_LOG", on: ["off", "0", "false", "no"], off: ["on", "1", "true", "yes"], "no line per request on standard output") {
            $0.server.accessLog = false
        },
        text("resources", "DIR", "folder holding Views/ and Public/", default: ".") { $0.resourcesDirectory = $1 },
        toggle("secure-cookies", "SECURE_COOKIES", on: yes, off: no, "mark cookies Secure; use behind HTTPS") {
            $0.secureCookies = true
        },
        toggle("trust-proxy", "TRUST_PROXY", on: yes, off: no, "trust X-Forwarded-For/-Proto from a reverse proxy") {
            $0.trustProxy = true
        },
        value("public-url", "URL", "the address people reach the site at, as https://lift.example.org: shared facts link to it",
              default: "none: pages link relatively and leave out tags that need a full address") { value, source, config throws(CommandLineError) in
            do {
                config.publicURL = try PublicURL(value)
            } catch {
                throw CommandLineError(message: "\(source) must be the site's address, such as https://lift.example.org, but \(error): \(value)")
            }
        },
        value("signup", "open|closed", "who may create accounts: anyone, or only `liftinglog user add`",
              default: "open") { value, source, config throws(CommandLineError) in
            config.signup = try OptionValue.choice(value, source: source, [SignupPolicy.open, .closed])
        },
        value("auth-proxy-header", "NAME", "log in the member a trusted sign-in proxy names in this header, as Remote-Email",
              default: "none") { value, source, config throws(CommandLineError) in
            // Letters, digits and hyphens: what every proxy's header names are made of.
            guard (1...64).contains(value.count), value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
                throw CommandLineError(message: "\(source) must be a header name such as Remote-Email, not \(value).")
            }
            config.authProxyHeader = value
        },
        value("auth-proxy-from", "CIDRS", "the proxy's addresses, as 10.0.0.0/8,::1: the header from anywhere else is ignored and logged",
              default: "none; required with --auth-proxy-header") { value, source, config throws(CommandLineError) in
            let ranges = value.split(separator: ",").map { $0.trimmingSpaces() }
            let parsed = ranges.compactMap(NetworkRange.init)
            guard !ranges.isEmpty, parsed.count == ranges.count else {
                throw CommandLineError(message: "\(source) must be addresses or CIDR blocks separated by commas, such as 10.0.0.0/8,::1, not \(value).")
            }
            config.authProxyFrom = parsed
        },
        value("require-two-factor", "staff|all|none", "who must set up two-factor codes at their next login, before any other page",
              default: "none") { value, source, config throws(CommandLineError) in
            config.requireTwoFactor = try OptionValue.choice(value, source: source, TwoFactorRequirement.allCases)
        },
        value("signups-per-hour", "N", "accounts one network (an IPv4 address, an IPv6 /64) may make on the sign-up page in an hour",
              default: "\(Config().signupsPerHour), from \(Config.signupsPerHourRange.lowerBound) to \(Config.signupsPerHourRange.upperBound)") {
            value, source, config throws(CommandLineError) in
            config.signupsPerHour = try OptionValue.count(value, source: source, in: Config.signupsPerHourRange)
        },
        value("timezone", "NAME", "the gym's time zone, an IANA name such as America/Los_Angeles",
              default: "the machine's zone") { value, source, config throws(CommandLineError) in
            // Checked here so a mistyped zone stops `liftinglog` before anything starts.
            do {
                _ = try TimeZoneDatabase(directory: config.timeZoneDirectory).rules(named: value)
            } catch {
                throw CommandLineError(message: "\(source): \(error)")
            }
            config.timeZone = value
        },
        toggle("no-supervisor", "NO_SUPERVISOR", on: yes, off: no, "serve in this one process, not restarted if it crashes") {
            $0.supervised = false
        },
        text("backup-dir", "DIR", "back up nightly at 03:30 (--timezone) into DIR, keeping 7 daily and 4 weekly copies",
             default: "no backups") { $0.backupDirectory = $1 },
        value("metrics-token", "TOKEN", "serve GET /metrics to a scraper sending Authorization: Bearer TOKEN",
              default: "no /metrics") { value, source, config throws(CommandLineError) in
            guard (16...256).contains(value.utf8.count), value.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
                throw CommandLineError(message: "\(source) must be 16 to 256 visible ASCII characters without spaces, such as the output of `openssl rand -hex 32`.")
            }
            config.metricsToken = value
        },
    ] + SingleSignOnOptions.all

    static let limits: [ServeOption] = [
        size("max-body", "largest request body, except uploads, which have their own", 1 << 10...1 << 30, \.limits.maxBodyBytes),
        size("max-header-size", "largest header section, request line included", 1 << 10...1 << 20, \.limits.maxHeaderBytes),
        count("max-header-count", "most header fields in one request", 20...10_000, \.limits.maxHeaderCount),
        size("max-target-length", "longest request target (path and query)", 256...1 << 20, \.limits.maxTargetLength),
        size("max-chunk-line", "longest chunk-size line of a chunked body", 64...64 << 10, \.limits.maxChunkLineBytes),
        count("max-connections", "most open client connections; the longest idle one makes room", 1...1_000_000, \.maxConnections),
        seconds("header-timeout", "time to send a whole header section", 0.1...3600, \.headerTimeout),
        seconds("body-timeout", "time to send a whole body after its header section", 0.1...3600, \.bodyTimeout),
        seconds("idle-timeout", "time a keep-alive connection may wait for its next request", 0.1...3600, \.idleTimeout),
        seconds("write-timeout", "time a client may read nothing of its response", 0.1...3600, \.writeTimeout),
        seconds("linger-time", "time to read and drop the rest of a body answered early (a 413), so the client sees the answer",
                0.1...3600, \.lingerTime),
        size("linger-size", "most bytes of a body answered early read and dropped", 1 << 10...1 << 30, \.lingerBytes),
        seconds("linger-timeout", "a pause that ends reading the rest of a body answered early", 0.1...3600, \.lingerTimeout),
        seconds("shutdown-grace", "time a stop waits for requests in flight", 0...3600, \.shutdownGrace),
        count("event-loops", "threads answering connections", 1...256, \.eventLoops, default: "the number of cores"),
        count("workers", "most threads running slow requests (log-in, writes, imports)", 1...256, \.workerThreads),
        count("worker-queue", "requests that may wait for a worker before more get 503", 1...100_000, \.workerQueueLimit),
        value("max-import-previews", "SIZE", "most bytes of uploads waiting at import previews, all lifters together; past it an upload gets 503",
              default: "\(OptionValue.sizeText(ImportPreviewLimit.defaultBytes)) or a tenth of the free disk if less, "
                  + "from 0 to \(OptionValue.sizeText(ImportPreviewLimit.range.upperBound))") { value, source, config throws(CommandLineError) in
            config.importPreviewLimit = try OptionValue.size(value, source: source, in: ImportPreviewLimit.range)
        },
    ]

    static func value(_ name: String, _ placeholder: String, _ help: String, default defaultText: String?,
                              _ apply: @escaping @Sendable (String, String, inout Config) throws(CommandLineError) -> Void) -> ServeOption {
        ServeOption(name: name, help: help, defaultText: defaultText, kind: .value(placeholder: placeholder, apply: apply))
    }

    private static func text(_ name: String, _ placeholder: String, _ help: String, default defaultText: String,
                             _ apply: @escaping @Sendable (inout Config, String) -> Void) -> ServeOption {
        value(name, placeholder, help, default: defaultText) { value, _, config in apply(&config, value) }
    }

    /// The words a switch's variable takes, the first of each the one `--help` shows.
    static let yes = ["1", "true", "yes", "on"]
    static let no = ["0", "false", "no", "off"]

    static func toggle(_ name: String, _ variable: String, on: [String], off: [String], _ help: String,
                               _ apply: @escaping @Sendable (inout Config) -> Void) -> ServeOption {
        ServeOption(name: name, help: help, defaultText: nil,
                    kind: .toggle(variable: "LIFTINGLOG_" + variable, onValues: on, offValues: off, apply: apply))
    }

    private static func size(_ name: String, _ help: String, _ range: ClosedRange<Int>,
                             _ field: WritableKeyPath<ServerConfiguration, Int> & Sendable) -> ServeOption {
        let fallback = ServerConfiguration()[keyPath: field]
        let shown = "\(OptionValue.sizeText(fallback)), from \(OptionValue.sizeText(range.lowerBound)) to \(OptionValue.sizeText(range.upperBound))"
        return value(name, "SIZE", help, default: shown) { value, source, config throws(CommandLineError) in
            config.server[keyPath: field] = try OptionValue.size(value, source: source, in: range)
        }
    }

    private static func count(_ name: String, _ help: String, _ range: ClosedRange<Int>,
                              _ field: WritableKeyPath<ServerConfiguration, Int> & Sendable, default described: String? = nil) -> ServeOption {
        let shown = "\(described ?? String(ServerConfiguration()[keyPath: field])), from \(range.lowerBound) to \(range.upperBound)"
        return value(name, "N", help, default: shown) { value, source, config throws(CommandLineError) in
            config.server[keyPath: field] = try OptionValue.count(value, source: source, in: range)
        }
    }

    private static func seconds(_ name: String, _ help: String, _ range: ClosedRange<Double>,
                                _ field: WritableKeyPath<ServerConfiguration, Double> & Sendable) -> ServeOption {
        let shown = "\(OptionValue.numberText(ServerConfiguration()[keyPath: field])), "
            + "from \(OptionValue.numberText(range.lowerBound)) to \(OptionValue.numberText(range.upperBound))"
        return value(name, "SECONDS", help, default: shown) { value, source, config throws(CommandLineError) in
            config.server[keyPath: field] = try OptionValue.seconds(value, source: source, in: range)
        }
    }
}
