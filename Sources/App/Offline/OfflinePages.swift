import HTTP
import Pages
import Templates

/// The pages the service worker (Public/sw.js) keeps from its install on, to show when the
/// server cannot be reached: one for a page it has no copy of, one for a change to an entry.
/// Asked for without cookies, so they hold nothing of any user's.
struct OfflinePages: Sendable {
    let services: Services

    func showOffline(_ visit: Visit) throws -> Response {
        try services.pages.render("offline", ["title": "You are offline"], visit: visit)
    }

    func showChangeNeedsConnection(_ visit: Visit) throws -> Response {
        try services.pages.render("offline", ["title": "This needs a connection", "change": true], visit: visit)
    }
}
