/// An `If-None-Match` condition (RFC 9110 §13.1.2): `*`, or a list of entity tags compared
/// with the weak comparison (§8.8.3.2), so `W/"x"` and `"x"` name the same version.
public enum IfNoneMatch: Sendable, Equatable {
    /// `*`: true for any current representation.
    case any
    /// The opaque tags of the list, quotes included, their `W/` dropped.
    case tags([Substring])

    /// The request's condition, its fields combined into one list (RFC 9110 §5.3); nil when
    /// there is none or it is malformed, and a malformed one is ignored, as if absent: the full
    /// response is always a safe answer.
    public init?(_ request: Request) {
        let fields = request.headers.values(for: "If-None-Match")
        guard !fields.isEmpty else { return nil }
        self.init(fields.count == 1 ? fields[0] : fields.joined(separator: ","))
    }

    /// Parses a field value: `*` alone, or `#entity-tag` where
    /// `entity-tag = [ "W/" ] DQUOTE *etagc DQUOTE` and `etagc` is any visible byte but DQUOTE,
    /// or obs-text. Empty list elements and spaces or tabs around them are allowed (§5.6.1).
    public init?(_ value: String) {
        if Substring(value).trimmingASCIISpaces() == "*" {
            self = .any
            return
        }
        var tags: [Substring] = []
        let text = Substring(value)
        var index = text.startIndex
        while let start = Self.nextElement(text.utf8, from: &index) {
            guard let tag = Self.entityTag(text, from: start, next: &index) else { return nil }
            tags.append(tag)
        }
        guard !tags.isEmpty else { return nil }
        self = .tags(tags)
    }

    /// Whether the condition holds a version named by `etag` (as this server sends it:
    /// `"…"` or `W/"…"`), so the answer to a GET or HEAD is 304 Not Modified.
    public func matches(_ etag: String) -> Bool {
        switch self {
        case .any:
            return true
        case .tags(let tags):
            // Byte for byte (§8.8.3.2), never Swift's Unicode-aware `==`, for which `"é"`
            // precomposed and decomposed would be the same tag.
            let bytes = etag.utf8
            let opaque = bytes.starts(with: "W/".utf8) ? bytes.dropFirst(2) : bytes[...]
            return tags.contains { $0.utf8.elementsEqual(opaque) }
        }
    }

    /// Skips list separators and whitespace; the index of the next element, or nil at the end.
    private static func nextElement(_ bytes: Substring.UTF8View, from index: inout String.Index) -> String.Index? {
        while index < bytes.endIndex, bytes[index] == UInt8(ascii: ",") || isSpace(bytes[index]) {
            bytes.formIndex(after: &index)
        }
        return index < bytes.endIndex ? index : nil
    }

    /// The opaque tag starting at `start`, leaving `next` after it and any whitespace, which
    /// must end the list or come before a comma.
    private static func entityTag(_ text: Substring, from start: String.Index, next: inout String.Index) -> Substring? {
        let bytes = text.utf8
        var index = start
        if bytes[index...].starts(with: "W/".utf8) { index = bytes.index(index, offsetBy: 2) }
        guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let open = index
        bytes.formIndex(after: &index)
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\"") {
            let byte = bytes[index]
            guard byte == 0x21 || byte >= 0x23 && byte != 0x7F else { return nil }
            bytes.formIndex(after: &index)
        }
        guard index < bytes.endIndex else { return nil }
        bytes.formIndex(after: &index)
        let tag = text[open..<index]
        while index < bytes.endIndex, isSpace(bytes[index]) {
            bytes.formIndex(after: &index)
        }
        guard index == bytes.endIndex || bytes[index] == UInt8(ascii: ",") else { return nil }
        next = index
        return tag
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
