import Crypto
import Domain
import Glibc

/// The folder `previews/` beside the database, where uploads wait at the import's preview
/// (`Database+ImportPreviews`). Outside the database file so that a backup never holds them and
/// an expired one gives its space back to the disk. A file is named by 32 random bytes in hex,
/// never by anything a request sent, and is written under `<name>.partial` and renamed once
/// whole and on disk, so a file under its own name is always complete.
struct PreviewFiles: Sendable {
    let folder: String

    static let partialSuffix = ".partial"

    /// A fresh name nobody can guess: an id in a page is not enough to read another's upload.
    static func newName() -> String {
        SHA256.hex(digest: SecureRandom.bytes(32)) + ".bin"
    }

    func path(of name: String) -> String {
        folder + "/" + name
    }

    /// Writes `bytes` to the file `name`, then syncs it and the folder: a preview confirmed
    /// after a crash is the file that was uploaded, or none. Fails when fewer bytes than
    /// `bytes.count` could be read (the upload's own file failing), so a part is never kept.
    func write(_ name: String, _ bytes: ExportBytes) throws(StorageError) {
        try createFolder()
        let partial = path(of: name) + Self.partialSuffix
        let descriptor = open(partial, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("create", partial) }
        var written = 0
        var failed = false
        bytes.forEachPieceUntil { piece in
            failed = !piece.withUnsafeBytes { Self.writeAll($0, to: descriptor) }
            written += piece.count
            return failed
        }
        let synced = !failed && fsync(descriptor) == 0
        let closed = close(descriptor) == 0
        guard written == bytes.count || failed else {
            unlink(partial)
            throw StorageError.previewNotKept("only \(written) of the upload's \(bytes.count) bytes could be read")
        }
        guard synced, closed, rename(partial, path(of: name)) == 0 else {
            let problem = failure("write", partial)
            unlink(partial)
            throw problem
        }
        try syncFolder()
    }

    /// The file `name`, open for reading; nil when it is not there (removed, or never finished).
    func reading(_ name: String) -> PreviewFile? {
        let descriptor = open(path(of: name), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        return PreviewFile(descriptor: descriptor, count: Int(info.st_size))
    }

    /// Removes the file and what is left of its writing, if anything.
    func remove(_ name: String) {
        unlink(path(of: name))
        unlink(path(of: name) + Self.partialSuffix)
    }

    func exists(_ name: String) -> Bool {
        access(path(of: name), F_OK) == 0
    }

    /// The names in the folder, `.partial` ones included; none when it is missing.
    func names() -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Bytes free for this user on the disk the folder is on (its parent's while it is missing).
    func availableBytes() -> Int {
        var info = statvfs()
        guard statvfs(access(folder, F_OK) == 0 ? folder : DatabaseFiles.folder(of: folder), &info) == 0 else { return 0 }
        let (bytes, overflow) = Int(clamping: info.f_bavail).multipliedReportingOverflow(by: Int(clamping: info.f_frsize))
        return overflow ? Int.max : bytes
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var done = 0
        while done < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            done += written
        }
        return true
    }

    private func createFolder() throws(StorageError) {
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw failure("create", folder) }
    }

    private func syncFolder() throws(StorageError) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure("open", folder) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw failure("sync", folder) }
    }

    private func failure(_ action: String, _ path: String) -> StorageError {
        .previewNotKept("cannot \(action) \(path): \(DatabaseFiles.lastError)")
    }
}
