import Glibc

/// A fresh folder under /tmp for one test, removed with everything in it by `remove()`.
public struct TemporaryFolder: Sendable {
    public let path: String

    public init(prefix: String = "liftinglog-test") {
        var template = Array("/tmp/\(prefix)-XXXXXX".utf8CString)
        path = template.withUnsafeMutableBufferPointer { buffer in
            guard let made = mkdtemp(buffer.baseAddress!) else { fatalError("mkdtemp failed: errno \(errno)") }
            return String(cString: made)
        }
    }

    /// A folder made earlier, to remove it.
    public init(existing path: String) {
        self.path = path
    }

    /// Deletes the folder and its contents, children first, never following a link out of it.
    public func remove() {
        Self.removeTree(path)
    }

    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR, let directory = opendir(path) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name != "." && name != ".." { removeTree(path + "/" + name) }
            }
            closedir(directory)
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
