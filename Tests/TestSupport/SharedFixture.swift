import Foundation

/// The original apps' files, as `shared/fixtures/` beside the repository holds them: the
/// small ones are copied into `Tests/Fixtures/shared/`, so a clone anywhere tests with them;
/// the large history file (2.7 MB) is read from `shared/` when it is there, else nil.
public enum SharedFixture {
    public static func bytes(_ path: String) -> [UInt8]? {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        let tests = parts.joined(separator: "/")
        parts.removeLast(2)
        let beside = parts.joined(separator: "/") + "/shared/fixtures/" + path
        return (FileManager.default.contents(atPath: tests + "/Fixtures/shared/" + path) ?? FileManager.default.contents(atPath: beside))
            .map(Array.init)
    }
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
