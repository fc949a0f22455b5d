import HTTP

/// The dashboard (or, logged out, the landing page) and the health check.
struct HomePages: Sendable {
    let services: Services

    func showHome(_ visit: Visit) throws -> Response {
        guard let user = visit.user else { return try services.pages.render("home", visit: visit) }
        return try services.pages.render("dashboard", ["title": "Dashboard", "first_name": .string(user.firstName)], visit: visit)
    }

    /// For load balancers and Docker's HEALTHCHECK: 200 only when the database answers.
    func showHealth(_ request: Request) throws -> Response {
        try services.database.ping()
        return Response(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"],
                        body: Array("ok\n".utf8))
    }
}
