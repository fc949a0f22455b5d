import Crypto
import Domain
import HTTP
import Storage

/// The ETag of a page built only from its member's own data (see `Access.personal`): a digest
/// of everything such a page can depend on, so a repeat visit that names it is answered 304
/// without building the page, and any change to what the page shows gives a new tag.
struct PageTag: Sendable {
    /// Random at every start: a new binary, new templates or new time zone rules render
    /// differently, and this also keeps the session id in the digest from being guessed at.
    private let startKey: [UInt8]
    /// Today on the member's clocks: pages show relative dates and default to today.
    private let today: @Sendable (User) -> CalendarDate

    init(startKey: [UInt8] = SecureRandom.bytes(16), today: @escaping @Sendable (User) -> CalendarDate) {
        self.startKey = startKey
        self.today = today
    }

    /// A weak tag (the same data gives the same page, not promised to the byte) from the
    /// session (its CSRF token and the user's name are on the page: never reused across
    /// sessions or users), the user's data version (bumped by every write to their data), the
    /// request target (path, page number, range), the unit and today.
    func tag(for request: Request, session: Database.StoredSession) -> String {
        var input = startKey
        for part in [session.id, String(session.user.id), String(session.dataVersion), session.user.unit.rawValue,
                     today(session.user).iso, request.target] {
            input.append(contentsOf: part.utf8)
            // A separator no part holds, so moving bytes from one part to the next changes the digest.
            input.append(0)
        }
        return "W/\"" + Base64.encode(SHA256.digest(input).prefix(18), alphabet: .urlSafe) + "\""
    }
}
