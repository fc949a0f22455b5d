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
        let (id, unit, target) = (session.id.utf8, session.user.unit.rawValue.utf8, request.target.utf8)
        var input: [UInt8] = []
        input.reserveCapacity(startKey.count + 3 * MemoryLayout<Int64>.size + id.count + unit.count + target.count + 3)
        input += startKey
        Self.append(session.user.id, to: &input)
        Self.append(session.dataVersion, to: &input)
        Self.append(Int64(today(session.user).daysSinceEpoch), to: &input)
        Self.append(id, to: &input)
        Self.append(unit, to: &input)
        Self.append(target, to: &input)
        return input.withUnsafeBytes { input in Self.quotedHex(Self.digest(input, lane: 0), Self.digest(input, lane: 1)) }
    }

    private static func append(_ number: Int64, to input: inout [UInt8]) {
        withUnsafeBytes(of: number.littleEndian) { input.append(contentsOf: $0) }
    }

    /// A byte UTF-8 never holds ends each text, so moving bytes from one to the next changes the tag.
    private static func append(_ text: String.UTF8View, to input: inout [UInt8]) {
        input += text
        input.append(0xFF)
    }

    private static func digest(_ input: UnsafeRawBufferPointer, lane: UInt8) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(lane)
        hasher.combine(bytes: input)
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    /// `W/"…"` around the numbers in hexadecimal, 16 digits each.
    private static func quotedHex(_ first: UInt64, _ second: UInt64) -> String {
        String(unsafeUninitializedCapacity: 36) { output in
            output[0] = UInt8(ascii: "W")
            output[1] = UInt8(ascii: "/")
            output[2] = UInt8(ascii: "\"")
            for digit in 0..<16 {
                let shift = UInt64(60 - 4 * digit)
                output[3 + digit] = hexDigit(first >> shift)
                output[19 + digit] = hexDigit(second >> shift)
            }
            output[35] = UInt8(ascii: "\"")
            return 36
        }
    }

    /// The lowest four bits of `number` as a lowercase hexadecimal digit.
    private static func hexDigit(_ number: UInt64) -> UInt8 {
        let nibble = UInt8(truncatingIfNeeded: number) & 0x0F
        return nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") - 10 + nibble
    }
}
