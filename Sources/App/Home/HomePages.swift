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

    /// For load balancers and Docker's HEALTHCHECK: 200 only when the database answers.
    func showHealth(_ request: Request) throws -> Response {
        try services.database.ping()
        return Response(status: .ok, headers: ["Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"],
                        body: Array("ok\n".utf8))
    }
}
