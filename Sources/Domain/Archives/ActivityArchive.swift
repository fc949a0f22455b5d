/// A bulk export of activities (Strava's: `activities/123.gpx.gz`, `.fit.gz`, `.tcx.gz`;
/// Garmin's: `.fit`, `.tcx`), with CSVs, photos and other files beside them. Every activity
/// file is read on its own, one at a time: the one inflated file is dropped before the next.
public enum ActivityArchive {
    /// One activity inflated: a day of one-second GPX with every extension is about 60 MiB.
    public static let maxFileBytes = 64 << 20

    /// An activity file of the archive, read or refused; `listed` is what the archive's
    /// `activities.csv` says of it (Strava's), if anything.
    public enum Item {
        case track(Track, name: String, listed: ActivityList.Activity?)
        case refused(name: String, reason: String)
    }

    /// Reads the archive's directory and calls `each` for every activity file in its order;
    /// returns how many other files (and folders) were left aside. Throws an `ArchiveError`
    /// for the whole archive (no directory, a bomb past `budget`), and what `each` throws.
    public static func read(_ bytes: ArraySlice<UInt8>, budget: inout InflateBudget, each: (Item) throws -> Void) throws -> Int {
        let archive = try ZipArchive(bytes)
        // An honest header of a bomb refuses it before anything is inflated; a lying one is
        // caught as the bytes come out, by the budget and the per-file size check.
        let declared = archive.entries.lazy.filter { kind(of: $0.name) == .activity }
            .reduce(0) { total, entry in total.addingReportingOverflow(entry.size).overflow ? Int.max : total + entry.size }
        guard declared <= budget.limit else { throw ArchiveError.inflatesTooFar(limit: budget.limit) }
        let list = try activityList(of: archive, budget: &budget)
        var ignored = 0
        for entry in archive.entries {
            switch kind(of: entry.name) {
            case .ignored:
                ignored += 1
            case .archive:
                try each(.refused(name: entry.name, reason: ArchiveError.nested.message))
            case .activity:
                try each(read(entry, of: archive, listed: list.activity(forFile: entry.name), budget: &budget))
            }
        }
        return ignored
    }

    /// The root's `activities.csv`, read before the activities it names; one that cannot be
    /// read lists nothing (it is left aside with the other files), but a bomb stops the archive.
    private static func activityList(of archive: ZipArchive, budget: inout InflateBudget) throws(ArchiveError) -> ActivityList {
        guard let entry = archive.entries.first(where: { $0.name.lowercased() == ActivityList.fileName }) else { return ActivityList() }
        do {
            return ActivityList(csv: try archive.contents(of: entry, limit: ActivityList.maxBytes, budget: &budget)[...])
        } catch {
            if case .inflatesTooFar = error { throw error }
            return ActivityList()
        }
    }

    private static func read(_ entry: ZipEntry, of archive: ZipArchive, listed: ActivityList.Activity?,
                             budget: inout InflateBudget) throws(ArchiveError) -> Item {
        do {
            let contents = try archive.contents(of: entry, limit: maxFileBytes, budget: &budget)
            return try .track(TrackParser.parse(contents, budget: &budget), name: entry.name, listed: listed)
        } catch let error as ArchiveError {
            if case .inflatesTooFar = error { throw error }
            return .refused(name: entry.name, reason: error.message)
        } catch let error as TrackError {
            if case .compressed(let inner) = error, case .inflatesTooFar = inner { throw inner }
            return .refused(name: entry.name, reason: error.message)
        } catch {
            return .refused(name: entry.name, reason: "\(error)")
        }
    }

    private enum Kind {
        case activity, archive, ignored
    }

    /// By the name, as the exports name their files (the content is told apart later);
    /// folders, and the `__MACOSX/` and `._` copies the Finder adds, are ignored.
    private static func kind(of name: String) -> Kind {
        let lowered = name.lowercased()
        let base = lowered.split(separator: "/").last.map(String.init) ?? ""
        if lowered.hasSuffix("/") || lowered.hasPrefix("__macosx/") || base.hasPrefix("._") { return .ignored }
        let inner = lowered.hasSuffix(".gz") ? String(lowered.dropLast(3)) : lowered
        if [".gpx", ".tcx", ".fit"].contains(where: inner.hasSuffix) { return .activity }
        return lowered.hasSuffix(".zip") ? .archive : .ignored
    }
}
