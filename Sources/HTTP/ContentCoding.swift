/// The content codings this server sends (RFC 9110 §8.4.1): Brotli (RFC 7932), gzip
/// (RFC 1952), or the body as it is.
public enum ContentCoding: Sendable, Equatable, CaseIterable {
    case identity
    case gzip
    case brotli

    /// The coding's name in `Content-Encoding` and `Accept-Encoding`.
    public var name: String {
        switch self {
        case .identity: "identity"
        case .gzip: "gzip"
        case .brotli: "br"
        }
    }

    /// The coding a request asks for in its `Accept-Encoding` fields (RFC 9110 §12.5.3): the
    /// compressed coding with the highest q-value above 0, Brotli before gzip when they tie
    /// (it is smaller) unless not `brotliFirst` (gzip is cheaper for the body), and identity when it is preferred over both or no field names one.
    /// `*` stands for every coding the list does not name, identity included; identity
    /// unnamed is still acceptable, but after any coding the client accepts. A malformed
    /// element is skipped, as if absent.
    public static func negotiate(_ fields: [String], brotliFirst: Bool = true) -> ContentCoding {
        // Weights in thousandths, nil when the list does not name the coding.
        var brotli: Int?, gzip: Int?, identity: Int?, any: Int?
        for field in fields {
            for element in field.split(separator: ",") {
                guard let (name, quality) = parse(element) else { continue }
                switch name {
                case "br": brotli = quality
                case "gzip", "x-gzip": gzip = quality
                case "identity": identity = quality
                case "*": any = quality
                default: continue
                }
            }
        }
        // `*` ranks identity too when it is not named; unnamed and without `*` it ranks 0:
        // still acceptable, but any accepted coding comes first (§12.5.3).
        var best = (coding: ContentCoding.identity, quality: identity ?? any ?? 0)
        let order = [(ContentCoding.brotli, brotli), (.gzip, gzip)]
        for (coding, named) in brotliFirst ? order : order.reversed() {
            let quality = named ?? any ?? 0
            // A coding wins a tie with identity (smaller for the same preference), not with the one before it.
            if quality > 0 && (quality > best.quality || quality == best.quality && best.coding == .identity) {
                best = (coding, quality)
            }
        }
        return best.coding
    }

    /// `name` and its weight in thousandths (`q=1` when none is given), lowercased; nil when
    /// the element is empty or its weight is not `qvalue = ( "0" [ "." 0*3DIGIT ] ) /
    /// ( "1" [ "." 0*3("0") ] )` (§12.4.2).
    static func parse(_ element: Substring) -> (String, Int)? {
        let parts = element.split(separator: ";", omittingEmptySubsequences: false)
        let name = parts[0].trimmingASCIISpaces().lowercased()
        guard !name.isEmpty else { return nil }
        var quality = 1000
        for parameter in parts.dropFirst() {
            let pair = parameter.trimmingASCIISpaces()
            guard pair.count >= 2, pair.first == "q" || pair.first == "Q", pair.dropFirst().first == "=" else { continue }
            guard let value = qvalue(pair.dropFirst(2)) else { return nil }
            quality = value
        }
        return (name, quality)
    }

    private static func qvalue(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1"), bytes.count <= 5 else { return nil }
        var thousandths = 0
        if bytes.count > 1 {
            guard bytes[1] == UInt8(ascii: "."), bytes.dropFirst(2).allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            for (place, digit) in bytes.dropFirst(2).enumerated() {
                thousandths += Int(digit - 48) * [100, 10, 1][place]
            }
        }
        let value = Int(first - 48) * 1000 + thousandths
        return value <= 1000 ? value : nil
    }

    /// The entity tag of this coding's representation (RFC 9110 §8.8.3: each encoding of a
    /// resource is a representation of its own and needs its own strong tag): `-br` or `-gz`
    /// inside the quotes, which keep a weak tag's `W/` in front.
    public func tag(_ etag: String) -> String {
        guard self != .identity, etag.hasSuffix("\"") else { return etag }
        return String(etag.dropLast()) + (self == .brotli ? "-br\"" : "-gz\"")
    }
}
