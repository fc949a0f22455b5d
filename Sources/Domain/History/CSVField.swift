/// Where one field's bytes lie in the input. A quoted field's range excludes its quotes;
/// `hasDoubledQuotes` says its text still holds `""` pairs to fold into one `"` (RFC 4180 §2.7).
public struct CSVField: Sendable, Equatable {
    public let range: Range<Int>
    public let hasDoubledQuotes: Bool
}
