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
    let timeZones: TimeZoneDatabase
    let gymTimeZone: TimeZoneRules
    let backupStatus: BackupStatus
    /// What the server counts, for `/metrics`.
    let metrics: ServerMetrics

    /// The app's one wall clock (`Config.clock`).
    var clock: WallClock { config.clock }

    /// Today on the gym's clocks.
    func today() -> CalendarDate {
        today(timeZone: nil)
    }

    /// Today on a lifter's clocks (`User.timeZone`), so an evening workout in Los Angeles is
    /// not dated tomorrow; the gym's today when they have no zone or it is no longer known.
    func today(timeZone name: String?) -> CalendarDate {
        timeZone(named: name).localDate(atUnixTime: clock.now())
    }

    func today(for user: User) -> CalendarDate {
        today(timeZone: user.timeZone)
    }

    /// The rules of a lifter's zone, or the gym's when `name` is nil or not a zone here.
    func timeZone(named name: String?) -> TimeZoneRules {
        name.flatMap { try? timeZones.rules(named: $0) } ?? gymTimeZone
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
