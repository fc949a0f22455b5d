import Domain
import Glibc

/// The `--backup-dir` folder: where the scheduled copies go, and which of them are there.
struct BackupFolder: Sendable {
    let path: String

    /// Fails when the folder is missing or not writable, so a wrong `--backup-dir` stops the
    /// server at start-up instead of failing quietly at the first night's backup.
    init(path: String) throws(AppError) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, access(path, W_OK | X_OK) == 0 else {
            throw AppError("The backup folder (--backup-dir) \(path) is missing or not writable by this user. Create it, or point --backup-dir elsewhere.")
        }
        self.path = path
    }

    func file(for date: CalendarDate) -> String {
        path + "/" + BackupFileName.name(for: date)
    }

    /// The dates of the scheduled copies in the folder; other files are not ours to touch.
    func dates() -> [CalendarDate] {
        guard let handle = opendir(path) else { return [] }
        defer { closedir(handle) }
        var dates: [CalendarDate] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let date = BackupFileName.date(in: name) { dates.append(date) }
        }
        return dates
    }
}
