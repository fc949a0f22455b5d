import CLinux
import HTTP
import Pages
import Storage

/// The application as the server sees it: static files, then the route table, with every
/// error turned into a page and security headers on every response.
struct AppResponder: HTTPResponder {
    let router: Router
    let staticFiles: StaticFiles
    let errors: ErrorPages
    let secureCookies: Bool
    let defaultBodyLimit: Int
    let database: Database
    let cachedPages: PageCache
    let sessions: SessionCache
    /// The app's (`Config.clock`), for the import previews past their hour.
    let clock: WallClock
    /// In a server process a supervisor started: notes each request in flight, and refuses the
    /// ones that crashed an earlier process (`CrashGuard`).
    var crashGuard: CrashGuard? = nil

    /// Decided by the route the request names, which is noted on it for `route(_:pattern:)`:
    /// one lookup per request.
    func runsOnWorker(_ request: inout Request) -> Bool {
        guard case .found(let route, let parameters) = router.match(request.method, path: request.path) else { return false }
        request.route = route
        request.parameters = parameters
        return route.runsOnWorker(request)
    }

    func respond(to request: Request) -> Response {
        let keyPath = crashGuard == nil ? "" : CanonicalPath.of(request, router: router)
        if let crashGuard, let refusal = crashGuard.refusal(for: request, path: keyPath) {
            return refuse(request, refusal)
        }
        let inFlight = crashGuard?.begin(request, path: keyPath)
        defer { inFlight?.end() }
        var response: Response
        var pattern: String?
        do {
            response = try route(request, pattern: &pattern)
        } catch let error as HTTPError {
            response = errors.response(for: error, request: request)
        } catch StorageError.tooManyLiftNames(let limit) {
            // Every write that can add a lift name may meet the cap; where no form shows it
            // beside a field (a routine, a session's sets), this page names it.
            let message = StorageError.tooManyLiftNames(limit: limit).description
            response = errors.response(for: HTTPError(.unprocessableContent, message), request: request)
        } catch {
            response = errors.internalError(error, request: request)
        }
        response.route = pattern
        SecurityHeaders.apply(to: &response, secure: secureCookies)
        response.encode(for: request)
        if request.bodyCount > Self.largeBody { malloc_trim(0) }
        return response
    }

    /// A 500 page at once for a request that crashed a server process lately, or a write of
    /// someone whose requests did more than once, instead of a crash: the user learns it will
    /// not work now, everyone else goes on being served.
    private func refuse(_ request: Request, _ refusal: QuarantineRefusal) -> Response {
        let now = CrashRecord.now()
        errors.logger.warning("request \(request.id) \(request.method) \(request.path) refused without running it: "
            + "\(refusal.rule); refused for \(refusal.minutesLeft(now: now)) more min")
        var response = errors.response(for: HTTPError(.internalServerError, refusal.message(now: now)), request: request)
        SecurityHeaders.apply(to: &response, secure: secureCookies)
        return response
    }

    /// After a request this large (an import, a route upload), the memory its handling freed
    /// goes back to the system: glibc's allocator would otherwise keep it, and a server that
    /// took one large import would stay tens of megabytes larger for the rest of its life.
    static let largeBody = 1 << 20

    /// A quiet server gives back what a busy spell left behind: the rendered pages, the checked
    /// sessions and the idle database connections, so its size after load returns to about its
    /// size before. All the pages go: after a second without requests, nobody is waiting on a
    /// rebuild that costs a fraction of a millisecond, while 16 MB kept for hours would be most
    /// of the server's footprint on a small host. Import previews past their hour go too.
    func becameIdle() {
        cachedPages.removeAll()
        sessions.removeAll()
        database.sweepExpiredImportPreviews(now: Int64(clock.now()))
        database.closeIdleConnections()
    }

    /// The last thing before the server sleeps: its views of file pages go, then the
    /// allocator's free memory (glibc keeps freed memory otherwise), on a thread of their own
    /// once this loop sleeps (`FileCopyReleaser`), so that little code runs after the drop.
    func willSleep() {
        FileCopyReleaser.request()
    }

    func respond(to error: HTTPError, request: Request?) -> Response {
        var response = errors.response(for: error, request: request)
        SecurityHeaders.apply(to: &response, secure: secureCookies)
        if let request { response.encode(for: request) }
        return response
    }

    /// Decided on the head alone, before any of the body is read: the matched route's head
    /// check (`Access`) answers a visitor of a member's route with the login page and a lifter
    /// on a staff route with 403 at once, so an upload route's larger limit goes only to a
    /// session that may use the route and nothing is read of a body that would be turned away.
    func admit(_ head: Request) -> Admission {
        guard case .found(let route, _) = router.match(head.method, path: head.path) else {
            return .body(limit: defaultBodyLimit)
        }
        var answer: Response
        do {
            guard let early = try route.checkHead?(head) else { return .body(limit: route.bodyLimit ?? defaultBodyLimit) }
            answer = early
        } catch let error as HTTPError {
            answer = errors.response(for: error, request: head)
        } catch {
            // The session could not be checked now: the small limit, and the handler meets the
            // same trouble and answers it with a 500 page and its request id.
            return .body(limit: defaultBodyLimit)
        }
        answer.route = route.pattern
        SecurityHeaders.apply(to: &answer, secure: secureCookies)
        answer.encode(for: head)
        return .answer(answer)
    }

    /// The metrics label of every file under `Public/`: few enough to count together.
    static let staticFilesLabel = "(static)"

    /// Answers from a static file or the route table; `pattern` is set to what answered, so
    /// an error page thrown by the handler is still counted under its route.
    private func route(_ request: Request, pattern: inout String?) throws -> Response {
        if let file = staticFiles.response(for: request) {
            pattern = Self.staticFilesLabel
            return file
        }
        // Found before when the server asked where the request runs, its parameters noted on
        // it (an in-process request was not asked).
        if let route = request.route { return try answer(request, by: route, pattern: &pattern) }
        switch router.match(request.method, path: request.path) {
        case .found(let route, let parameters):
            var routed = request
            routed.parameters = parameters
            return try answer(routed, by: route, pattern: &pattern)
        case .methodNotAllowed(let allowed):
            throw HTTPError(.methodNotAllowed, "This address does not accept \(request.method) requests.",
                            headers: ["Allow": allowed.map(\.rawValue).joined(separator: ", ")])
        case .notFound:
            throw HTTPError(.notFound, "There is no page at this address. Check the link, or start again from the home page.")
        }
    }

    private func answer(_ request: Request, by route: Route, pattern: inout String?) throws -> Response {
        pattern = route.pattern
        // The server refuses a longer body while reading it; this holds the same limit for
        // a request answered in-process, as the tests do.
        let limit = route.bodyLimit ?? defaultBodyLimit
        guard request.bodyCount <= limit else { throw HTTPError.bodyTooLarge(limit) }
        return try route.handler(request)
    }
}
