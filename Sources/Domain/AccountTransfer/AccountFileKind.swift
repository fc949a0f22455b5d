/// What a file chosen on the account import is when it is not JSON, told by its first bytes, so
/// that the page says which file was picked by mistake instead of a JSON parser's complaint
/// about its first character.
public enum AccountFileKind: Sendable, Equatable {
    case csv
    case xml
    case zip
    case fit

    /// The kind of `bytes`, nil when they could be JSON (they start with `{` or `[`) or look
    /// like nothing known.
    static func of(_ bytes: ArraySlice<UInt8>) -> AccountFileKind? {
        guard let start = bytes.firstIndex(where: { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }) else { return nil }
        let head = bytes[start...]
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .zip }
        if bytes.count >= 12, bytes.dropFirst(8).prefix(4).elementsEqual(".FIT".utf8) { return .fit }
        switch head.first {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return nil
        case UInt8(ascii: "<"): return .xml
        case let first? where first == UInt8(ascii: "\"") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z"):
            // A header row: a name first, then a delimiter. A number first is JSON's to judge.
            let line = head.prefix { $0 != 0x0A }
            return line.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == 0x09 }) ? .csv : nil
        default:
            return nil
        }
    }

    var description: String {
        switch self {
        case .csv: "a CSV"
        case .xml: "XML, such as a GPX or TCX route"
        case .zip: "a ZIP archive"
        case .fit: "a FIT file from a watch or bike computer"
        }
    }

    /// Where a file of this kind goes instead, if anywhere.
    var elsewhere: String {
        switch self {
        case .csv: "; sets exported from another app as CSV are imported under History, “Import from another app”"
        case .xml, .fit: "; routes are uploaded under Routes"
        case .zip: ", unzipped"
        }
    }
}
