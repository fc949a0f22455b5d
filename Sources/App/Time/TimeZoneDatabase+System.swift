import Glibc

extension TimeZoneDatabase {
    /// The machine's own zone, the gym's default: the `TZ` variable when it names a zone here,
    /// else `/etc/timezone` (Debian), else where the `/etc/localtime` link points below
    /// `zoneinfo/`, else UTC.
    public func systemZoneName(environment: [String: String], timezoneFile: String = "/etc/timezone",
                               localtimeLink: String = "/etc/localtime") -> String {
        let candidates = [environment["TZ"], Self.firstLine(of: timezoneFile), Self.linkTarget(of: localtimeLink)]
        for case let candidate? in candidates {
            let name = Self.zoneName(in: candidate)
            if (try? rules(named: name)) != nil { return name }
        }
        return "UTC"
    }

    /// `Europe/Paris` from `Europe/Paris`, POSIX's `:Europe/Paris` or a path such as
    /// `/usr/share/zoneinfo/Europe/Paris`.
    static func zoneName(in text: String) -> String {
        var name = Substring(text)
        if name.hasPrefix(":") { name = name.dropFirst() }
        if let range = name.firstRange(of: "zoneinfo/") { name = name[range.upperBound...] }
        return String(name)
    }

    private static func firstLine(of path: String) -> String? {
        guard let bytes = prefix(of: path, count: 256), let line = bytes.split(separator: UInt8(ascii: "\n")).first else { return nil }
        return String(String(decoding: line, as: UTF8.self).trimmingSpaces())
    }

    private static func linkTarget(of path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let length = readlink(path, &buffer, buffer.count)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length], as: UTF8.self)
    }
}
