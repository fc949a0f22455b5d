import Domain
import HTTP

/// Who may open a page, written beside each route in `Routes` so the table tells it at a
/// glance. Every wrapper finds the session and checks the CSRF token of every POST first.
struct Access: Sendable {
    let sessions: Sessions

    /// A page anyone may see, logged in or not.
    func anyone(_ page: @escaping @Sendable (Visit) throws -> Response) -> Handler {
        { request in try sessions.serve(request, page) }
    }

    /// A page for logged-in users: visitors go to the login page and come back afterwards.
    func member(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Handler {
        { request in
            try sessions.serve(request) { visit in
                guard let user = visit.user else { return Self.logInFirst(visit) }
                return try page(visit, user)
            }
        }
    }

    /// A page for staff: a lifter gets 403, a visitor the login page.
    func staff(_ page: @escaping @Sendable (Visit, User) throws -> Response) -> Handler {
        member { visit, user in
            guard user.role == .staff else {
                throw HTTPError(.forbidden, "This page is for the gym's staff. Ask a staff member if you need something changed.")
            }
            return try page(visit, user)
        }
    }

    private static func logInFirst(_ visit: Visit) -> Response {
        .redirect(to: "/login?next=" + PercentEncoding.encode(visit.request.target))
    }
}
