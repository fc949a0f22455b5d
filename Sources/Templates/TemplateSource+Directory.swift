import Glibc

extension TemplateSource {
    /// Reads every `*.html` below `directory`, subfolders included. The name is the path
    /// relative to `directory` without `.html` (`workouts/list`); the file is `directory`
    /// joined with that path, so messages read `Views/workouts/list.html:12`.
    ///
    /// Through libc rather than Foundation: this was the app's one use of Foundation but for a
    /// folder's creation, and linking it costs the server 160 KB of memory of its own.
    static func all(in directory: String) throws(TemplateError) -> [TemplateSource] {
        var relatives: [String] = []
        guard files(below: directory, prefix: "", into: &relatives) else {
            throw TemplateError(file: directory, line: 0, message: "no readable directory of templates here")
        }
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        var sources: [TemplateSource] = []
        for relative in relatives.sorted() where relative.hasSuffix(".html") {
            let file = root + relative
            guard let bytes = contents(of: file) else {
                throw TemplateError(file: file, line: 0, message: "cannot read this template file")
            }
            sources.append(TemplateSource(name: String(relative.dropLast(".html".count)), file: file, bytes: bytes))
        }
        return sources
    }

    /// The files below `directory` (links followed), as paths relative to it; false when the
    /// folder cannot be read.
    private static func files(below directory: String, prefix: String, into paths: inout [String]) -> Bool {
        guard let handle = opendir(directory) else { return false }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            guard stat(directory + "/" + name, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                _ = files(below: directory + "/" + name, prefix: prefix + name + "/", into: &paths)
            } else {
                paths.append(prefix + name)
            }
        }
        return true
    }

    /// The whole file, or nil when it cannot be read.
    private static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            bytes.append(contentsOf: chunk[..<count])
            if count < chunk.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
