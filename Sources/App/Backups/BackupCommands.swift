import Domain
import Glibc
import Storage

/// `liftinglog backup` and `liftinglog restore`: the database found as `serve` finds it
/// (`--db`, `LIFTINGLOG_DB`, or the default).
public enum BackupCommands {
    /// A checked copy of the live database at `file`; a server may keep serving meanwhile.
    public static func backup(config: Config, file: String, force: Bool) -> Result<String, AppError> {
        do {
            try DatabaseCopy.make(from: config.databasePath, to: file, replacing: force)
            return .success(file)
        } catch {
            return .failure(AppError("\(error)"))
        }
    }

    /// Puts `file` in place of the database, keeping the replaced one as
    /// `NAME.before-restore-YYYYMMDD-HHMMSS` (the gym's clocks). Refuses while a server runs.
    public static func restore(config: Config, file: String) -> Result<String, AppError> {
        let path = config.databasePath
        do {
            let lock = try DatabaseLock(databasePath: path)
            defer { withExtendedLifetime(lock) {} }
            let zone = try TimeZoneDatabase(directory: config.timeZoneDirectory).rules(named: config.timeZone)
            let report = try DatabaseRestore.restore(file, into: path, keepingOldAs: path + ".before-restore-" + stamp(config.clock.now(), in: zone))
            let migrated = report.restoredVersion < report.currentVersion
                ? " and brought its schema from version \(report.restoredVersion) to \(report.currentVersion)" : ""
            let kept = report.kept.map { "\nThe database it replaced is kept as \($0)." } ?? ""
            return .success("Restored \(file) into \(path)\(migrated).\(kept)")
        } catch StorageError.inUse(_) {
            return .failure(AppError("A Lifting Log server is running on \(path) (it holds \(path).lock). Stop it first (for example `systemctl stop liftinglog`), restore, then start it again."))
        } catch {
            return .failure(AppError("\(error)"))
        }
    }

    /// `20261123-033000`: sorts by time, and has no characters a shell or a file system minds.
    static func stamp(_ time: Int, in zone: TimeZoneRules) -> String {
        let local = time + zone.utcOffset(atUnixTime: time)
        let second = ((local % 86_400) + 86_400) % 86_400
        let digits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return zone.localDate(atUnixTime: time).iso.filter { $0 != "-" }
            + "-" + digits(second / 3600) + digits(second / 60 % 60) + digits(second % 60)
    }
}
