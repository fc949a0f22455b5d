import FoundationEssentials

extension TemplateSource {
    /// Reads every `*.html` below `directory`, subfolders included. The name is the path
    /// relative to `directory` without `.html` (`workouts/list`); the file is `directory`
    /// joined with that path, so messages read `Views/workouts/list.html:12`.
    static func all(in directory: String) throws(TemplateError) -> [TemplateSource] {
        let manager = FileManager.default
        let entries: [String]
        do {
            entries = try manager.subpathsOfDirectory(atPath: directory)
        } catch {
            throw TemplateError(file: directory, line: 0, message: "no readable directory of templates here")
        }
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        var sources: [TemplateSource] = []
        for relative in entries.sorted() where relative.hasSuffix(".html") {
            let file = root + relative
            guard let data = manager.contents(atPath: file) else {
                throw TemplateError(file: file, line: 0, message: "cannot read this template file")
            }
            sources.append(TemplateSource(name: String(relative.dropLast(".html".count)), file: file, bytes: [UInt8](data)))
        }
        return sources
    }
}
