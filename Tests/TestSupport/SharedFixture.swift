import Foundation

/// The original apps' files in `shared/fixtures/`, beside the repository's folder; nil when
/// they are not there (a fresh clone elsewhere), so the test can skip.
public enum SharedFixture {
    public static func bytes(_ path: String) -> [UInt8]? {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return FileManager.default.contents(atPath: parts.joined(separator: "/") + "/shared/fixtures/" + path).map(Array.init)
    }
}
