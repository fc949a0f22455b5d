import Glibc

/// The file operations around a database that SQLite does not do itself: its folder, its
/// `-wal` and `-shm` companions, and the `fsync` calls that make a rename survive a crash.
enum DatabaseFiles {
    /// SQLite keeps uncheckpointed writes and the WAL index beside the file, under these names.
    static let companionSuffixes = ["-wal", "-shm"]

    /// The folder `path` is in: "." for a bare file name, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The C library's words for the last failed call.
    static var lastError: String {
        String(cString: strerror(errno))
    }

    /// Flushes a file, or a folder's entries after a rename, to the disk.
    static func sync(_ path: String) throws(BackupError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BackupError.cannotWrite(path, reason: lastError) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw BackupError.cannotWrite(path, reason: lastError) }
    }

    /// Moves a database and whichever companions it has, so they stay together.
    static func move(_ path: String, to destination: String) throws(BackupError) {
        for suffix in [""] + companionSuffixes where exists(path + suffix) {
            guard rename(path + suffix, destination + suffix) == 0 else {
                throw BackupError.cannotWrite(destination + suffix, reason: lastError)
            }
        }
    }
}
