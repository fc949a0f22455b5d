/// What the server asks of the application. The server owns sockets, parsing, limits and
/// timing; the responder turns requests into responses and errors into pages.
public protocol HTTPResponder: Sendable {
    /// Whether this request must run on the worker pool (slow or writing handlers) instead of
    /// inline on the event loop. The route found to decide it may be noted on the request
    /// (`Request.route`), so that `respond` does not look it up again.
    func runsOnWorker(_ request: inout Request) -> Bool

    /// Answers a request. Never throws: the responder renders its own errors.
    func respond(to request: Request) -> Response

    /// Renders an error the server found before any handler ran (malformed request, limits,
    /// overload). `request` is nil when the request could not be parsed.
    func respond(to error: HTTPError, request: Request?) -> Response

    /// Asked on the event loop once a request's head has arrived and announces a body, before
    /// any of the body is read: how much body it may send (an upload route's larger limit only
    /// to a session that may use the route), or the answer it gets from its head alone (a login
    /// redirect, a 403), so that no body is read for a request that will be turned away.
    /// Requests without a body are not asked: this stays off the path of a plain GET.
    func admit(_ head: Request) -> Admission

    /// Called on an event loop's thread once it has served requests and then had nothing to
    /// do for `EventLoop.idleTicks` of its waits (about a second): the moment to give back
    /// memory that the busy time left in caches and allocator free lists.
    func becameIdle()

    /// Called on the event loop that last told `becameIdle`, right before it waits for an
    /// event with no timeout: the last code the server runs before it sleeps. What is given
    /// back here and touched by any code run afterwards would be mapped straight back, so this
    /// is the place for the views of the binary's own code (the App module's `FileCopies`).
    func willSleep()
}

extension HTTPResponder {
    /// A responder that keeps nothing between requests has nothing to give back.
    public func becameIdle() {}

    public func willSleep() {}
}
