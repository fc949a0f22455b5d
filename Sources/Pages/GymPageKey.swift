import Domain
import HTTP
import Storage

/// What a page of the gym's data (schedule, workouts of the day, facts: see `Access.gym`)
/// depends on, as its key in `PageCache`: the gym's data version, today on the gym's clock and
/// the viewer's, who is looking (the session, with the user's data version:
/// the menu, the staff links, the logout form's token, recent searches) and the request
/// target (path, date, location, query, page). A visitor's page holds nothing of theirs (the
/// CSRF cookie is set on the response afterwards, not in the page), so visitors share entries.
///
/// No time in it: `Database.gymVersion` is kept in the file by triggers (migration 36), so a
/// write by any process (a second server during a handover, an administration command,
/// sqlite3 by hand) makes a new key at once. Today is in it because the pages show "today" and
/// what is bookable, which change with the date and not with a write.
struct GymPageKey: Sendable {
    /// Users have ids from 1; entries of the gym's pages are kept under this one, so that a
    /// newer gym version drops them all (`PageCache.Owner.dataVersion`).
    static let gymUserID: Int64 = 0

    let version: @Sendable () throws -> Int
    let today: @Sendable (User?) -> CalendarDate

    /// Written as bytes, with the gym's day asked for once for a visitor: a String appended to
    /// piece by piece or interpolated cost 12,000 instructions on every visit of a kept page,
    /// as much as finding the page.
    func key(for visit: Visit) throws -> (key: String, owner: PageCache.Owner) {
        let version = try version()
        let session = visit.session
        let target = visit.request.target.utf8
        let gymDay = today(nil).daysSinceEpoch
        var key: [UInt8] = []
        key.reserveCapacity(96 + target.count)
        key.append(contentsOf: "gym ".utf8)
        Self.append(version, to: &key)
        Self.append(gymDay, to: &key)
        if let session {
            Self.append(today(session.user).daysSinceEpoch, to: &key)
            key.append(contentsOf: session.id.utf8)
            key.append(UInt8(ascii: " "))
            Self.append(Int(session.user.id), to: &key)
            Self.append(Int(session.dataVersion), to: &key)
        } else {
            Self.append(gymDay, to: &key)
            key.append(contentsOf: "visitor ".utf8)
        }
        key.append(contentsOf: target)
        return (String(decoding: key, as: UTF8.self), PageCache.Owner(sessionID: session?.id ?? "", userID: Self.gymUserID, dataVersion: Int64(version)))
    }

    /// `number` in decimal, then a space: written digit by digit from the highest, in place.
    private static func append(_ number: Int, to key: inout [UInt8]) {
        if number < 0 { key.append(UInt8(ascii: "-")) }
        let magnitude = number.magnitude
        var unit: UInt = 1
        while unit <= magnitude / 10 { unit *= 10 }
        repeat {
            key.append(UInt8(ascii: "0") + UInt8(magnitude / unit % 10))
            unit /= 10
        } while unit > 0
        key.append(UInt8(ascii: " "))
    }
}
