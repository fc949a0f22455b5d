/// The browser's id for one new entry, a UUID made on the phone when the form is shown: the
/// same entry sent again (a retry, a double tap, the offline queue resending after a lost
/// answer) carries the same id, so the server stores it once. Kept in lowercase so the unique
/// index does not see two spellings of one id as two entries.
public struct ClientID: Sendable, Hashable, CustomStringConvertible {
    public let description: String

    /// The canonical text form, 8-4-4-4-12 hex digits: nothing longer reaches the database.
    public static let length = 36
    static let hyphens: Set<Int> = [8, 13, 18, 23]

    /// A UUID in its 36-character text form, either case; nil for anything else.
    public init?(_ raw: String) {
        let bytes = Array(raw.utf8)
        guard bytes.count == Self.length else { return nil }
        for (index, byte) in bytes.enumerated() {
            let isHyphen = byte == UInt8(ascii: "-")
            guard Self.hyphens.contains(index) ? isHyphen : Self.isHexDigit(byte) else { return nil }
        }
        description = raw.lowercased()
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// An absent or empty field is a browser without JavaScript: no id, every post a new entry.
    public static func parse(_ raw: String?) -> Result<ClientID?, FieldErrors> {
        let text = raw ?? ""
        if text.isEmpty { return .success(nil) }
        guard let id = ClientID(text) else {
            return .failure(FieldErrors([FieldError(field: "client_id", message: "The form's entry id is not a UUID. Reload the form and save again.")]))
        }
        return .success(id)
    }
}
