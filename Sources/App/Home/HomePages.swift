import Domain
import HTTP
import Templates

/// The dashboard (or, logged out, the landing page) and the health check.
struct HomePages: Sendable {
    let services: Services

    func showHome(_ visit: Visit) throws -> Response {
        guard let user = visit.user else { return try services.pages.render("home", visit: visit) }
        var context: [String: TemplateValue] = ["title": "Dashboard", "first_name": .string(user.firstName)]
        if let fact = try services.database.factOfTheDay(services.today(for: user).daysSinceEpoch) {
            context["fact"] = FactTemplateValues.fact(fact)
        }
        return try services.pages.render("dashboard", context, visit: visit)
    }

    /// For load balancers, Docker's HEALTHCHECK and uptime monitors: 200 only when the
    /// database answers and the latest scheduled backup, if any ran, succeeded; a failed
    /// backup answers 503 naming the failure, so whoever watches the server hears of it.
    func showHealth(_ request: Request) throws -> Response {
        try services.database.ping()
        let headers: HTTPHeaders = ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"]
        if let failure = services.backupStatus.latestFailure {
            let when = ISO8601Time.text(milliseconds: Int64(failure.time) * 1_000)
            return Response(status: .serviceUnavailable, headers: headers,
                            body: Array("backup failed at \(when): \(failure.message)\n".utf8))
        }
        return Response(status: .ok, headers: headers, body: Array("ok\n".utf8))
    }
}
