import CLinux
import Crypto
import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// The whole application, built the same way by `main` and by the tests.
public final class App: Sendable {
    public let config: Config
    public let database: Database
    public let server: Server
    let responder: AppResponder
    /// The daily backup, when `config.backupDirectory` is set; `runUntilSignalled` runs it.
    let backups: BackupScheduler?

    init(config: Config, database: Database, responder: AppResponder, backups: BackupScheduler?, metrics: ServerMetrics) {
        self.config = config
        self.database = database
        self.responder = responder
        self.backups = backups
        var server = config.server
        // Uploads go to nameless files beside the database: the disk meant to hold the data,
        // rather than a /tmp that may be a small RAM disk.
        if server.spoolFolder == nil { server.spoolFolder = database.folder }
        self.server = Server(configuration: server, responder: responder, metrics: metrics)
    }

    /// Loads templates and static files, opens and migrates the database, builds the routes.
    /// Fails fast, before anything listens, when any of them is wrong.
    public static func make(config: Config) throws(AppError) -> App {
        if let problem = config.problem { throw AppError(problem) }
        guard access(config.viewsDirectory, R_OK) == 0 else {
            throw AppError("No Views/ folder in \(config.resourcesDirectory). Start Lifting Log from its project folder, or pass --resources with the folder that holds Views/ and Public/.")
        }
        let templates: TemplateLibrary
        let staticFiles: StaticFiles
        do {
            templates = try TemplateLibrary(directory: config.viewsDirectory)
            staticFiles = try StaticFiles(directory: config.publicDirectory)
        } catch {
            throw AppError("\(error)")
        }
        let database: Database
        let devices: DeviceCookies
        do {
            database = try Database(path: config.databasePath)
            // What an import left pending when its process died; nothing else runs yet.
            try database.undoUnfinishedImports()
            // Uploads left at the import's preview past their hour (`ImportPreviewLimit.lifetime`),
            // and what a process that died while keeping one left half done.
            try database.sweepImportPreviewsAtStart(now: Int64(config.clock.now()))
            try database.loadFacts(FactCollection.all)
            devices = DeviceCookies(key: try database.serverSecret(named: DeviceCookies.secretName,
                                                                   candidate: SecureRandom.bytes(DeviceCookies.keyByteCount)))
        } catch {
            throw AppError("\(error)")
        }
        let logger = Logger(level: config.logLevel)
        let pages = PageRenderer(templates: templates, staticFiles: staticFiles, signup: config.signup, singleSignOn: config.singleSignOn)
        let timeZones = TimeZoneDatabase(directory: config.timeZoneDirectory)
        let gymTimeZone: TimeZoneRules
        do {
            gymTimeZone = try timeZones.rules(named: config.timeZone)
        } catch {
            throw AppError("The gym's time zone (--timezone): \(error)")
        }
        let backupStatus = BackupStatus()
        let backups = try config.backupDirectory.map { directory throws(AppError) in
            BackupScheduler(databasePath: config.databasePath, folder: try BackupFolder(path: directory),
                            zone: gymTimeZone, status: backupStatus, logger: logger, clock: SystemBackupClock(wall: config.clock))
        }
        // Made before the server so the metrics page can hold it.
        let metrics = ServerMetrics()
        let services = Services(config: config, database: database, pages: pages, logger: logger,
                                timeZones: timeZones, gymTimeZone: gymTimeZone, backupStatus: backupStatus, metrics: metrics)
        let cachedPages = PageCache()
        let sessions = SessionCache()
        let crashGuard = config.crashRecord.map { record in
            CrashGuard(record: record, address: { [trustProxy = config.trustProxy] in Services.clientAddress($0, trustProxy: trustProxy) }) { id in
                let now = config.clock.now()
                return (try? database.sessionMember(id: id, now: now)).flatMap { $0 }.map { member in
                    .member(member.userID, isNew: Int64(now) - member.createdAt < CrashAsker.newAccountAge)
                }
            }
        }
        let router: Router
        do {
            router = try Routes.make(services, devices: devices, cachedPages: cachedPages, sessions: sessions,
                                     crashGuard: crashGuard).validated()
        } catch {
            throw AppError("\(error)")
        }
        let responder = AppResponder(router: router, staticFiles: staticFiles,
                                     errors: ErrorPages(pages: pages, logger: logger),
                                     secureCookies: config.secureCookies,
                                     defaultBodyLimit: config.server.limits.maxBodyBytes, database: database,
                                     cachedPages: cachedPages, sessions: sessions, clock: config.clock, crashGuard: crashGuard)
        return App(config: config, database: database, responder: responder, backups: backups, metrics: metrics)
    }

    /// Answers a request in-process, without a socket: what most app tests use.
    public func respond(to request: Request) -> Response {
        responder.respond(to: request)
    }

    /// Starts listening; returns the port actually bound.
    @discardableResult
    public func start() throws(AppError) -> UInt16 {
        do {
            return try server.start()
        } catch {
            throw AppError.cannotListen(config.server, error)
        }
    }

    /// Stops accepting, lets in-flight requests finish, then closes the database. A history
    /// import is cancelled at once and undone: it may run longer than the grace.
    public func shutdown() {
        database.cancelImports()
        server.stop()
        server.wait()
        database.close()
    }

    /// Serves until SIGINT or SIGTERM, then stops gracefully.
    public func runUntilSignalled() throws(AppError) {
        // Block the signals before any thread starts so every thread inherits the mask and
        // only `sigwait` below sees them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        signal(SIGPIPE, SIG_IGN)
        // One malloc arena instead of one per thread: memory a worker freed after an import
        // otherwise stays scattered in that thread's arena, where trimming cannot return it
        // (5.6 MB kept after a 50,000-set import, 0.8 MB with one arena). The threads' own
        // caches (tcache) keep most allocations off the shared lock: what it costs was within
        // the noise, perhaps 2 to 3 % (Benchmarks/README.md, "Memory").
        mallopt(M_ARENA_MAX, 1)
        let port = try start()
        let logger = Logger(level: config.logLevel)
        logger.info("Lifting Log is listening on http://\(config.server.host):\(port)/ (database \(config.databasePath))")
        let (descriptors, connections) = server.limits
        if let descriptors { logger.info("\(descriptors)") }
        if connections < config.server.maxConnections {
            logger.warning("at most \(connections) connections fit under the file descriptor limit (\(config.server.maxConnections) configured)")
        }
        backups?.start()
        // This thread only waits from here on; what start-up (parsing every template) left on
        // its stack goes.
        ThreadStack.releaseUnusedPages()
        var received: Int32 = 0
        sigwait(&signals, &received)
        logger.info("stopping after signal \(received): finishing requests in flight")
        backups?.stop()
        shutdown()
    }
}
