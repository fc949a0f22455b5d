import Foundation

/// Files written by other apps and devices, as `shared/fixtures/` beside the repository holds
/// them (CI always has it beside the clone): the original apps' files (`fitbod/`, `bpm/`,
/// `alchemy/`) and real exports (`real/`, see its PROVENANCE.md). They are never copied into
/// the repository; nil when the folder is not there, and the tests reading them skip.
public enum SharedFixture {
    public static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: folder + path).map(Array.init)
    }

    /// `../shared/fixtures/` from the checkout, found from this file's own path.
    public static let folder: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/") + "/shared/fixtures/"
    }()
}

extension SharedFixture {
    /// The path of a folder of `shared/fixtures/` beside the repository, nil when absent.
    public static func folder(_ path: String) -> String? {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        let folder = parts.joined(separator: "/") + "/shared/fixtures/" + path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }
}
