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
    public static func negotiate(_ fields: some Sequence<String>, brotliFirst: Bool = true) -> ContentCoding {
        // Weights in thousandths, nil when the list does not name the coding.
        var brotli: Int?, gzip: Int?, identity: Int?, any: Int?
        for var field in fields {
            // Read in place, element by element: this runs for every request that may be compressed.
            field.withUTF8 { bytes in
                var start = 0
                for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ",") {
                    defer { start = end + 1 }
                    guard let (name, quality) = parse(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { continue }
                    switch name {
                    case .brotli: brotli = quality
                    case .gzip: gzip = quality
                    case .identity: identity = quality
                    case .any: any = quality
                    }
                }
            }
        }
        // `*` ranks identity too when it is not named; unnamed and without `*` it ranks 0:
        // still acceptable, but any accepted coding comes first (§12.5.3).
        var best = (coding: ContentCoding.identity, quality: identity ?? any ?? 0)
        // Compared in order, the first of a tie kept: no array of the two, as this runs per request.
        let consider = { (coding: ContentCoding, named: Int?) in
            let quality = named ?? any ?? 0
            // A coding wins a tie with identity (smaller for the same preference), not with the one before it.
            if quality > 0 && (quality > best.quality || quality == best.quality && best.coding == .identity) {
                best = (coding, quality)
            }
        }
        if brotliFirst {
            consider(.brotli, brotli)
            consider(.gzip, gzip)
        } else {
            consider(.gzip, gzip)
            consider(.brotli, brotli)
        }
        return best.coding
    }

    /// What an element of `Accept-Encoding` names, among the codings that matter here.
    enum Named {
        case brotli, gzip, identity, any
    }

    private static let names: [(Named, [UInt8])] = [(.gzip, Array("gzip".utf8)), (.brotli, Array("br".utf8)),
                                                     (.identity, Array("identity".utf8)), (.gzip, Array("x-gzip".utf8)),
                                                     (.any, Array("*".utf8))]

    /// The coding an element names (in any case) and its weight in thousandths (`q=1` when
    /// none is given); nil when it names another coding, is empty or its weight is not
    /// `qvalue = ( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )` (§12.4.2).
    static func parse(_ element: UnsafeBufferPointer<UInt8>) -> (Named, Int)? {
        let semicolon = UInt8(ascii: ";")
        let nameEnd = element.firstIndex(of: semicolon) ?? element.endIndex
        let name = HTTPHeaders.trimmed(element[..<nameEnd])
        guard let named = names.first(where: { $0.1.count == name.count && zip($0.1, name).allSatisfy { $0 == HTTPHeaders.lowerASCII($1) } })?.0 else {
            return nil
        }
        var quality = 1000
        var start = nameEnd + 1
        while start <= element.endIndex {
            let end = element[start...].firstIndex(of: semicolon) ?? element.endIndex
            defer { start = end + 1 }
            let pair = HTTPHeaders.trimmed(element[start..<end])
            guard pair.count >= 2, HTTPHeaders.lowerASCII(pair[pair.startIndex]) == UInt8(ascii: "q"),
                  pair[pair.startIndex + 1] == UInt8(ascii: "=") else { continue }
            guard let value = qvalue(pair.dropFirst(2)) else { return nil }
            quality = value
        }
        return (named, quality)
    }

    private static func qvalue(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1"), bytes.count <= 5 else { return nil }
        var thousandths = 0
        if bytes.count > 1 {
            let digits = bytes.dropFirst(2)
            guard bytes[bytes.startIndex + 1] == UInt8(ascii: "."), digits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
            for (place, digit) in digits.enumerated() {
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
        guard self != .identity, etag.utf8.last == UInt8(ascii: "\"") else { return etag }
        // Written once, by its bytes: a String's dropLast walks grapheme clusters, and joining
        // two strings made three; this runs per request.
        let suffix: StaticString = self == .brotli ? "-br\"" : "-gz\""
        var etag = etag
        return etag.withUTF8 { tag in
            let kept = tag.count - 1
            return String(unsafeUninitializedCapacity: kept + suffix.utf8CodeUnitCount) { memory in
                let raw = UnsafeMutableRawPointer(memory.baseAddress!)
                raw.copyMemory(from: tag.baseAddress!, byteCount: kept)
                (raw + kept).copyMemory(from: suffix.utf8Start, byteCount: suffix.utf8CodeUnitCount)
                return memory.count
            }
        }
    }
}
