import Glibc

extension TimeZoneDatabase {
    /// The continents and oceans of tzdata's `zone1970.tab`: names under them are the current
    /// zones. Elsewhere are `posix/` and `right/` copies, `Etc/GMT+5`-style fixed offsets and
    /// backward-compatible aliases (`US/Pacific`, `GB`) that would only clutter a list.
    private static let areas = ["Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic",
                                "Australia", "Europe", "Indian", "Pacific"]

    /// The zone names to offer in a `<select>`, sorted; `UTC` and `Etc/UTC` always, as they
    /// load even without tzdata. tzdata's `zone.tab` names each country's zones by their
    /// current names only, so aliases (`America/Buenos_Aires`, `Asia/Calcutta`) stay out;
    /// without it the areas' folders are walked. Read on the first call only.
    public func names() -> [String] {
        if let names = listing.withLock({ $0 }) { return names }
        var names = Array(Self.builtInUTC)
        if let listed = countryZones() {
            names += listed
        } else {
            for area in Self.areas {
                collectZones(under: area, into: &names)
            }
        }
        names = Array(Set(names)).sorted()
        listing.withLock { $0 = names }
        return names
    }

    /// The zones `zone.tab` lists (its third column), those that are valid names of a zone
    /// file here; nil when there is no such file.
    private func countryZones() -> [String]? {
        guard let bytes = Self.prefix(of: directory + "/zone.tab", count: 1 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 3 else { return nil }
            let name = String(columns[2])
            return Self.isValidName(name) && isZoneFile(name) ? name : nil
        }
    }

    /// Adds the zone files below `folder` (relative to `directory`), descending into real
    /// folders only, so a symbolic link can never make the walk loop.
    private func collectZones(under folder: String, into names: inout [String]) {
        guard let handle = opendir(directory + "/" + folder) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            let relative = folder + "/" + name
            guard Self.isValidName(relative) else { continue }
            var info = stat()
            if lstat(directory + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                collectZones(under: relative, into: &names)
            } else if isZoneFile(relative) {
                names.append(relative)
            }
        }
    }

    /// A file that starts with the TZif magic (RFC 8536 §3.1); skips `zone.tab` and the like.
    private func isZoneFile(_ name: String) -> Bool {
        Self.prefix(of: directory + "/" + name, count: 4) == Array("TZif".utf8)
    }
}
