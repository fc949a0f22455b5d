/// Where a `next` parameter may send someone after logging in: a path on this site only.
enum LocalPath {
    /// `raw` when it is a local path, otherwise "/". Rejects `//host`, `/\host` (browsers
    /// treat a backslash as a slash), schemes, and control characters.
    static func safe(_ raw: String?) -> String {
        guard let raw, raw.hasPrefix("/"), !raw.hasPrefix("//"), !raw.hasPrefix("/\\"),
              raw.utf8.allSatisfy({ $0 > 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\\") }) else { return "/" }
        return raw
    }
}
