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
        input.reserveCapacity(startKey.count + 96 + request.target.utf8.count)
        for number in [session.user.id, session.dataVersion, Int64(today(session.user).daysSinceEpoch)] {
            withUnsafeBytes(of: number.littleEndian) { input.append(contentsOf: $0) }
        }
        for text in [session.id, session.user.unit.rawValue, request.target] {
            input.append(contentsOf: text.utf8)
            // A byte no part holds, so moving bytes from one part to the next changes the digest.
            input.append(0)
        }
        return Self.quotedHex(SHA256.digest(input).prefix(16))
    }

    /// `W/"…"` around the bytes in hexadecimal.
    private static func quotedHex(_ bytes: ArraySlice<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8), open = Array("W/\"".utf8)
        let length = open.count + bytes.count * 2 + 1
        return String(unsafeUninitializedCapacity: length) { output in
            var end = 0
            for byte in open {
                output[end] = byte
                end += 1
            }
            for byte in bytes {
                output[end] = digits[Int(byte >> 4)]
                output[end + 1] = digits[Int(byte & 0x0F)]
                end += 2
            }
            output[end] = UInt8(ascii: "\"")
            return end + 1
        }
    }
}
