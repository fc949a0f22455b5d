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
    ///
    /// 128 bits of two SipHash runs (Swift's `Hasher`, keyed at random for each process), not
    /// SHA-256: the tag only has to differ whenever an input does, and only the member it
    /// belongs to ever sees it. It took a tenth of the instructions of a 304 as a SHA-256.
    func tag(for request: Request, session: Database.StoredSession) -> String {
        var input = startKey
        input.reserveCapacity(startKey.count + 96 + request.target.utf8.count)
        for number in [session.user.id, session.dataVersion, Int64(today(session.user).daysSinceEpoch)] {
            withUnsafeBytes(of: number.littleEndian) { input.append(contentsOf: $0) }
        }
        for var text in [session.id, session.user.unit.rawValue, request.target] {
            text.withUTF8 { input.append(contentsOf: $0) }
            // A byte UTF-8 never holds ends each text, so moving bytes from one to the next changes the tag.
            input.append(0xFF)
        }
        return input.withUnsafeBytes { input in
            Self.quotedHex([UInt8(0), 1].map { lane in
                var hasher = Hasher()
                hasher.combine(lane)
                hasher.combine(bytes: input)
                return UInt64(UInt(bitPattern: hasher.finalize()))
            })
        }
    }

    /// `W/"…"` around the numbers in hexadecimal, 16 digits each.
    private static func quotedHex(_ numbers: [UInt64]) -> String {
        String(unsafeUninitializedCapacity: 4 + numbers.count * 16) { output in
            for (index, byte) in "W/\"".utf8.enumerated() { output[index] = byte }
            var end = 3
            for number in numbers {
                var shift: UInt64 = 64
                while shift > 0 {
                    shift -= 4
                    let nibble = UInt8(truncatingIfNeeded: number >> shift) & 0x0F
                    output[end] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
                    end += 1
                }
            }
            output[end] = UInt8(ascii: "\"")
            return end + 1
        }
    }
}
