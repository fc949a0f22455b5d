@testable import App
import Foundation
import XCTest

/// Issue 41: the proxy examples in `contrib/` let through the largest body the app takes (a
/// route archive), so a self-hoster behind them gets the app's page naming the limit, never the
/// proxy's bare 413 for a Strava export. nginx's example is also run for real by
/// `contrib/test-nginx.sh` in CI, and Caddy's parsed by `caddy validate`.
final class ProxyExampleLimitsTests: XCTestCase {
    private static let contrib: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/contrib/"
    }()

    private func limit(in file: String, pattern: String, unit: Int) throws -> Int {
        let text = try String(contentsOfFile: Self.contrib + file, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: pattern)
        let match = try XCTUnwrap(regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(file) states no body limit")
        let digits = try XCTUnwrap(Range(match.range(at: 1), in: text).map { String(text[$0]) })
        return try XCTUnwrap(Int(digits)) * unit
    }

    func testNginxAndCaddyLetTheLargestUploadThroughAndLittleMore() throws {
        let nginx = try limit(in: "nginx.conf", pattern: #"client_max_body_size\s+(\d+)m;"#, unit: 1 << 20)
        let caddy = try limit(in: "Caddyfile", pattern: #"max_size\s+(\d+)MiB"#, unit: 1 << 20)
        for (name, bytes) in [("nginx", nginx), ("Caddy", caddy)] {
            XCTAssertGreaterThan(bytes, TrackPages.uploadLimit, "\(name) must pass a full route archive and its form")
            XCTAssertLessThanOrEqual(bytes, TrackPages.uploadLimit + (2 << 20), "\(name) should not take far more than the app will")
        }
    }
}
