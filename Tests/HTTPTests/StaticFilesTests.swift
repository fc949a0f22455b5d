import Glibc
import HTTP
import TestSupport
import XCTest

final class StaticFilesTests: XCTestCase {
    private let folder = TemporaryFolder(prefix: "liftinglog-static")
    private var root = ""
    private var outside = ""

    override func setUpWithError() throws {
        root = folder.path + "/Public"
        outside = folder.path + "/secret.txt"
        mkdir(root, 0o755)
        mkdir(root + "/css", 0o755)
        try write("body { color: red }", to: root + "/css/app.css")
        try write("hidden", to: root + "/.env")
        try write("top secret", to: outside)
        symlink(outside, root + "/link.txt")
    }

    override func tearDown() {
        folder.remove()
    }

    private func write(_ text: String, to path: String) throws {
        guard let file = fopen(path, "wb") else { throw POSIXError(.EACCES) }
        fputs(text, file)
        fclose(file)
    }

    private func get(_ files: StaticFiles, _ target: String, headers: HTTPHeaders = ["Host": "a"]) -> Response? {
        files.response(for: Request(method: .get, target: target, headers: headers))
    }

    func testServesAFileWithTypeETagAndCaching() throws {
        let files = try StaticFiles(directory: root)
        let response = try XCTUnwrap(get(files, "/css/app.css"))
        XCTAssertEqual(response.status, .ok)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "body { color: red }")
        XCTAssertEqual(response.headers["Content-Type"], "text/css; charset=utf-8")
        XCTAssertNotNil(response.headers["ETag"])
        XCTAssertEqual(response.headers["Cache-Control"], "public, max-age=3600")
    }

    func testMatchingIfNoneMatchGives304WithoutBody() throws {
        let files = try StaticFiles(directory: root)
        let etag = try XCTUnwrap(get(files, "/css/app.css")?.headers["ETag"])
        let response = try XCTUnwrap(get(files, "/css/app.css", headers: ["Host": "a", "If-None-Match": "\"other\", \(etag)"]))
        XCTAssertEqual(response.status, .notModified)
        XCTAssertTrue(response.body.isEmpty)
        XCTAssertEqual(get(files, "/css/app.css", headers: ["Host": "a", "If-None-Match": "\"stale\""])?.status, .ok)
    }

    func testVersionedURLIsImmutable() throws {
        let files = try StaticFiles(directory: root)
        let version = try XCTUnwrap(files.version(of: "/css/app.css"))
        XCTAssertEqual(get(files, "/css/app.css?v=\(version)")?.headers["Cache-Control"], "public, max-age=31536000, immutable")
    }

    func testNothingOutsideTheFolderIsReachable() throws {
        let files = try StaticFiles(directory: root)
        for target in ["/../secret.txt", "/css/../../secret.txt", "/%2e%2e/secret.txt", "/css%2f..%2f..%2fsecret.txt",
                       "/..%2fsecret.txt", "/link.txt", "/.env", "//etc/passwd", "/css/app.css/.."] {
            XCTAssertNil(get(files, target), "\(target) must not be served")
        }
        XCTAssertEqual(files.paths, ["/css/app.css"])
    }

    func testOnlyGetAndHead() throws {
        let files = try StaticFiles(directory: root)
        XCTAssertNil(files.response(for: Request(method: .post, target: "/css/app.css")))
        XCTAssertNotNil(files.response(for: Request(method: .head, target: "/css/app.css")))
    }

    func testFilesOfEveryEndingAreFoundAndOtherPathsAreNot() throws {
        try write("text", to: root + "/LICENSE")
        try write("1", to: root + "/version-1")
        let files = try StaticFiles(directory: root)
        for target in ["/LICENSE", "/version-1", "/css/app.css", "/css/app.css?v=x"] { XCTAssertNotNil(get(files, target), target) }
        for target in ["/LICENS", "/version-2", "/version-11", "/css/app.cs", "/", "", "/routines/1"] { XCTAssertNil(get(files, target), target) }
    }

    func testMissingFolderMeansNoFiles() throws {
        XCTAssertEqual(try StaticFiles(directory: root + "/nope").paths, [])
    }

    func testALargeTextFileGoesOutCompressedWithItsOwnTagAndRevalidates() throws {
        let css = String(repeating: ".set { margin: 0 auto; padding: 1rem; }\n", count: 100)
        try write(css, to: root + "/big.css")
        let files = try StaticFiles(directory: root)
        let plain = try XCTUnwrap(get(files, "/big.css"))
        XCTAssertNil(plain.headers["Content-Encoding"])
        XCTAssertEqual(plain.headers["Vary"], "Accept-Encoding")
        for (accept, decode) in [("gzip, br", Decompression.brotli), ("gzip", Decompression.gzip)] {
            let encoded = try XCTUnwrap(get(files, "/big.css", headers: ["Host": "a", "Accept-Encoding": accept]))
            XCTAssertEqual(encoded.headers["Vary"], "Accept-Encoding")
            XCTAssertEqual(decode(encoded.body), Array(css.utf8), accept)
            let etag = try XCTUnwrap(encoded.headers["ETag"])
            XCTAssertNotEqual(etag, plain.headers["ETag"])
            let revalidated = try XCTUnwrap(get(files, "/big.css", headers: ["Host": "a", "Accept-Encoding": accept, "If-None-Match": etag]))
            XCTAssertEqual(revalidated.status, .notModified, accept)
            XCTAssertEqual(revalidated.headers["ETag"], etag)
            XCTAssertEqual(revalidated.headers["Vary"], "Accept-Encoding")
            XCTAssertNil(revalidated.headers["Content-Encoding"])
            let other = try XCTUnwrap(get(files, "/big.css", headers: ["Host": "a", "If-None-Match": etag]))
            XCTAssertEqual(other.status, .ok, "a tag of another coding does not name the uncompressed file")
        }
        let small = try XCTUnwrap(get(files, "/css/app.css", headers: ["Host": "a", "Accept-Encoding": "br"]))
        XCTAssertNil(small.headers["Content-Encoding"], "under a kilobyte")
    }
}
