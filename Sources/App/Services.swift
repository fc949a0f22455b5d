import Domain
import Glibc
import HTTP
import Storage

/// What handlers need, built once in `App.make` and shared read-only by every request.
struct Services: Sendable {
    let config: Config
    let database: Database
    let pages: PageRenderer
    let logger: Logger

    /// Today in UTC: dates are stored as the lifter's calendar days and compared coarsely.
    func today() -> CalendarDate {
        CalendarDate(unixTime: time(nil))
    }

    /// The client's address: the socket's peer, or with a trusted reverse proxy the address
    /// that proxy appended last to `X-Forwarded-For` (earlier entries are client-supplied).
    func clientAddress(_ request: Request) -> String {
        Self.clientAddress(request, trustProxy: config.trustProxy)
    }

    static func clientAddress(_ request: Request, trustProxy: Bool) -> String {
        guard trustProxy, let forwarded = request.headers.values(for: "X-Forwarded-For").last,
              let last = forwarded.split(separator: ",").last else { return request.remoteAddress }
        return String(String(last).trimmingSpaces())
    }
}
