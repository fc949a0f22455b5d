import Domain
import HTTP
import Storage

/// What a page of the gym's data (schedule, workouts of the day, facts: see `Access.gym`)
/// depends on, as its key in `PageCache`: the gym's data version, the minute, today on the
/// gym's clocks and the viewer's, who is looking (the session, with the user's data version:
/// the menu, the staff links, the logout form's token, recent searches) and the request
/// target (path, date, location, query, page). A visitor's page holds nothing of theirs (the
/// CSRF cookie is set on the response afterwards, not in the page), so visitors share entries.
struct GymPageKey: Sendable {
    /// `Database.gymVersion` counts this process's writes only; the minute in the key bounds
    /// how long a change made by another process (a second server during a handover, sqlite3
    /// by hand) stays unseen, as `ScheduleCache.maxAge` does for the schedule's parts.
    static let maxAge = 60
    /// Users have ids from 1; entries of the gym's pages are kept under this one, so that a
    /// newer gym version drops them all (`PageCache.Owner.dataVersion`).
    static let gymUserID: Int64 = 0

    let version: @Sendable () -> Int
    let today: @Sendable (User?) -> CalendarDate
    let now: @Sendable () -> Int

    func key(for visit: Visit) -> (key: String, owner: PageCache.Owner) {
        let version = version()
        let session = visit.session
        let days = [today(nil), today(session?.user)].map { String($0.daysSinceEpoch) }.joined(separator: " ")
        let viewer = session.map { "\($0.id) \($0.user.id) \($0.dataVersion)" } ?? "visitor"
        let key = "gym \(version) \(now() / Self.maxAge) \(days) \(viewer) \(visit.request.target)"
        return (key, PageCache.Owner(sessionID: session?.id ?? "", userID: Self.gymUserID, dataVersion: Int64(version)))
    }

    /// The key of a part of a page kept on its own (`PagePart`: one fact as the facts pages
    /// show it), the same for every viewer: it holds nothing of theirs. The gym's version and
    /// the minute as for a page; "part" where a page's key has a day number.
    func key(forPart kind: String, id: Int64) -> (key: String, owner: PageCache.Owner) {
        let version = version()
        return ("gym \(version) \(now() / Self.maxAge) part \(kind) \(id)",
                PageCache.Owner(sessionID: "", userID: Self.gymUserID, dataVersion: Int64(version)))
    }
}
