import Foundation
import Glibc
@testable import HTTP
import TestClient
import TestSupport
import XCTest

/// A large multipart body goes to a nameless file as it arrives, its parts are found there
/// as they would be in memory, and the file never outlives its request.
final class SpooledBodyTests: XCTestCase {
    private var folder: TemporaryFolder!
    private var server: Server?

    override func setUp() {
        folder = TemporaryFolder(prefix: "liftinglog-spool")
    }

    override func tearDown() {
        server?.stop()
        server?.wait()
        server = nil
        folder.remove()
    }

    private let boundary = "XyZ-boundary-42"

    /// A form with a text field and a file part of `size` bytes.
    private func upload(size: Int) -> [UInt8] {
        Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nhello\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\"\r\n\r\n".utf8)
            + (0..<size).map { UInt8(truncatingIfNeeded: $0 % 251) } + Array("\r\n--\(boundary)--\r\n".utf8)
    }

    private func head(_ length: Int, path: String = "/parts") -> String {
        "POST \(path) HTTP/1.1\r\nHost: a\r\nContent-Type: multipart/form-data; boundary=\(boundary)\r\nContent-Length: \(length)\r\n\r\n"
    }

    func testALargeMultipartBodyGoesToAFileAndItsFilePartStaysThere() throws {
        let spool = BodySpool(folder: folder.path, threshold: 64 << 10, maxFiles: 2)
        try checkLargeUpload(spool)
        XCTAssertEqual(spool.openFiles, 0, "the file closes with the last holder of the request")
    }

    private func checkLargeUpload(_ spool: BodySpool) throws {
        var parser = RequestParser(spool: spool) { _ in .body(limit: 8 << 20) }
        let body = upload(size: 3 << 20)
        parser.append(Array(head(body.count).utf8))
        // Arriving as a socket delivers it, 64 KiB at a time.
        var requests: [Request] = []
        for start in stride(from: 0, to: body.count, by: 64 << 10) {
            parser.append(Array(body[start..<min(body.count, start + (64 << 10))]))
            requests += try drain(&parser)
        }
        let request = try XCTUnwrap(requests.first)
        XCTAssertEqual(request.body, [], "the body is not held in memory")
        XCTAssertEqual(request.spooledBody?.count, body.count)
        XCTAssertEqual(request.bodyCount, body.count)
        XCTAssertEqual(spool.openFiles, 1)
        let parts = try request.multipart()
        XCTAssertEqual(parts.map(\.name), ["note", "file"])
        XCTAssertNil(parts[0].file)
        XCTAssertEqual(String(decoding: parts[0].bytes, as: UTF8.self), "hello")
        let file = try XCTUnwrap(parts[1].file)
        XCTAssertEqual(file.count, 3 << 20)
        XCTAssertEqual(try file.read(from: (1 << 20) - 3, count: 6), (((1 << 20) - 3)..<((1 << 20) + 3)).map { UInt8(truncatingIfNeeded: $0 % 251) })
        // The compatibility accessor reads the whole part.
        XCTAssertEqual(parts[1].body, (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 % 251) })
    }

    func testSmallBodiesAndOtherTypesStayInMemory() throws {
        let spool = BodySpool(folder: folder.path, threshold: 1 << 10, maxFiles: 2)
        var parser = RequestParser(spool: spool) { _ in .body(limit: 8 << 20) }
        let small = upload(size: 100)
        let text = String(repeating: "x", count: 4 << 10)
        parser.append(Array(head(small.count).utf8) + small)
        parser.append(Array("POST /form HTTP/1.1\r\nHost: a\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(text.utf8.count)\r\n\r\n\(text)".utf8))
        let requests = try drain(&parser)
        XCTAssertEqual(requests.map(\.body.count), [small.count, text.utf8.count])
        XCTAssertTrue(requests.allSatisfy { $0.spooledBody == nil })
    }

    /// A chunked upload goes to the file too once it passes the threshold, chunk data taken
    /// as it arrives, even a chunk larger than everything buffered.
    func testAChunkedUploadIsSpooledOnceLarge() throws {
        let spool = BodySpool(folder: folder.path, threshold: 4 << 10, maxFiles: 2)
        var parser = RequestParser(spool: spool) { _ in .body(limit: 8 << 20) }
        let body = upload(size: 200 << 10)
        let chunks = [Array(body[..<1000]), Array(body[1000...])]
        var wire = Array("POST /parts HTTP/1.1\r\nHost: a\r\nContent-Type: multipart/form-data; boundary=\(boundary)\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for chunk in chunks { wire += Array((String(chunk.count, radix: 16) + "\r\n").utf8) + chunk + Array("\r\n".utf8) }
        wire += Array("0\r\n\r\n".utf8)
        var requests: [Request] = []
        for start in stride(from: 0, to: wire.count, by: 4096) {
            parser.append(Array(wire[start..<min(wire.count, start + 4096)]))
            requests += try drain(&parser)
        }
        let request = try XCTUnwrap(requests.first)
        XCTAssertEqual(request.body, [])
        XCTAssertEqual(request.headers["Content-Length"], String(body.count))
        XCTAssertEqual(try request.multipart().map(\.count), [5, 200 << 10])
    }

    func testABodyOverTheRouteLimitIsStill413AndItsFileCloses() throws {
        let spool = BodySpool(folder: folder.path, threshold: 1 << 10, maxFiles: 2)
        let body = upload(size: 20 << 10)
        var parser = RequestParser(spool: spool) { _ in .body(limit: 16 << 10) }
        parser.append(Array(head(body.count).utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(16 << 10)) }
        // Chunked: refused when a chunk would pass the limit, after the file was opened.
        var chunked = RequestParser(spool: spool) { _ in .body(limit: 16 << 10) }
        chunked.append(Array("POST /parts HTTP/1.1\r\nHost: a\r\nContent-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n2000\r\n".utf8)
                       + [UInt8](repeating: 65, count: 0x2000) + Array("\r\n3000\r\n".utf8))
        XCTAssertThrowsError(try drain(&chunked)) { XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(16 << 10)) }
        XCTAssertEqual(spool.openFiles, 0, "a refused body's file is closed at once")
    }

    func testNoMoreThanMaxFilesAtOnce() throws {
        let spool = BodySpool(folder: folder.path, threshold: 16, maxFiles: 1)
        var first = RequestParser(spool: spool) { _ in .body(limit: 8 << 20) }
        var second = RequestParser(spool: spool) { _ in .body(limit: 8 << 20) }
        let body = upload(size: 100)
        first.append(Array(head(body.count).utf8) + body.prefix(80))
        XCTAssertNil(try first.next())
        second.append(Array(head(body.count).utf8) + body.prefix(80))
        XCTAssertThrowsError(try second.next()) { XCTAssertEqual(($0 as? HTTPError)?.status, .serviceUnavailable) }
        XCTAssertEqual(spool.openFiles, 1)
    }

    /// Random bodies with delimiters, near-delimiters, padding and broken framing: the parser
    /// reading a file a window at a time finds the same parts, or the same error, as the one
    /// reading memory, whatever the window's size.
    func testTheFileParserFindsWhatTheMemoryParserFinds() throws {
        let spool = BodySpool(folder: folder.path, threshold: 0, maxFiles: 4)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<150 {
            let boundary = Self.randomBoundary(&generator)
            let body = Self.randomMultipart(boundary: boundary, &generator)
            let type = "multipart/form-data; boundary=\"\(boundary)\""
            let expected = Result { () throws(HTTPError) in try MultipartParser.parse(body: body, contentType: type) }
            let file = try spool.file()
            try body.withBytes { raw throws(HTTPError) in try file.append(raw) }
            for windowSize in [Int.random(in: 1...100, using: &generator), Int.random(in: 8_000...9_000, using: &generator), Int.random(in: 9_000...40_000, using: &generator)] {
                let found = Result { () throws(HTTPError) in try MultipartParser.parse(file: file, contentType: type, windowSize: windowSize) }
                switch (expected, found) {
                case (.success(let memory), .success(let filed)):
                    XCTAssertEqual(filed, memory, "window \(windowSize)")
                    XCTAssertTrue(filed.allSatisfy { ($0.filename == nil) == ($0.file == nil) })
                case (.failure(let memory), .failure(let filed)):
                    XCTAssertEqual(filed, memory, "window \(windowSize)")
                default:
                    XCTFail("memory \(expected), file \(found), window \(windowSize)")
                }
            }
        }
    }

    static func randomBoundary(_ generator: inout some RandomNumberGenerator) -> String {
        let characters = Array("abcXYZ019'()+_,-./:=? ")
        var boundary = String((0..<Int.random(in: 1...70, using: &generator)).map { _ in characters.randomElement(using: &generator)! })
        while boundary.last == " " { boundary.removeLast() }
        return boundary.isEmpty ? "b" : boundary
    }

    /// A body of up to a few parts of up to 20 KB, with things that look like delimiters inside
    /// and, now and then, a broken piece of framing.
    static func randomMultipart(boundary: String, _ generator: inout some RandomNumberGenerator) -> [UInt8] {
        let delimiter = Array("\r\n--\(boundary)".utf8)
        var body: [UInt8] = Bool.random(using: &generator) ? Array("preamble \r\n".utf8) + delimiter : Array(delimiter.dropFirst(2))
        for index in 0..<Int.random(in: 0...4, using: &generator) {
            if Int.random(in: 0..<8, using: &generator) == 0 { body += Array(" \t ".utf8) }
            body += Array("\r\n".utf8)
            var header = "Content-Disposition: form-data; name=\"f\(index)\"" + (Bool.random(using: &generator) ? "; filename=\"x\(index).csv\"" : "")
            if Int.random(in: 0..<10, using: &generator) == 0 { header += String(repeating: "h", count: 9_000) }
            body += Array("\(header)\r\nContent-Type: text/csv\r\n\r\n".utf8)
            for _ in 0..<Int.random(in: 0...20_000, using: &generator) / 40 {
                switch Int.random(in: 0..<6, using: &generator) {
                case 0: body += delimiter.prefix(Int.random(in: 1..<delimiter.count, using: &generator))
                case 1: body += Array("\r\n".utf8)
                default: body += (0..<40).map { _ in UInt8.random(in: 0...255, using: &generator) }
                }
            }
            body += delimiter
        }
        body += Int.random(in: 0..<8, using: &generator) == 0 ? Array("x".utf8) : Array("--\r\nepilogue".utf8)
        if Int.random(in: 0..<8, using: &generator) == 0 { body.removeLast(Int.random(in: 0...min(body.count, 300), using: &generator)) }
        return body
    }

    // MARK: Over a socket

    private func startServer() throws -> UInt16 {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.accessLog = false
        configuration.eventLoops = 1
        configuration.spoolFolder = folder.path
        configuration.spoolThreshold = 64 << 10
        let server = Server(configuration: configuration, responder: TestResponder())
        self.server = server
        return try server.start()
    }

    /// The process's open descriptors that are spool files (nameless files in the folder).
    private func spoolDescriptors() -> Int {
        guard let directory = opendir("/proc/self/fd") else { return -1 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            var target = [CChar](repeating: 0, count: 4096)
            let length = readlink("/proc/self/fd/" + name, &target, target.count - 1)
            guard length > 0 else { continue }
            let path = String(decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if path.hasPrefix(folder.path + "/") { count += 1 }
        }
        return count
    }

    private func waitFor(_ condition: () -> Bool) {
        for _ in 0..<200 where !condition() { usleep(10_000) }
    }

    func testAnUploadOverASocketIsAnsweredFromItsFile() throws {
        let port = try startServer()
        let body = upload(size: 1 << 20)
        let client = try TestClient(port: port)
        try client.send(Array(head(body.count).utf8) + body)
        XCTAssertEqual(try client.readReply().text, "file note=5m file=\(1 << 20)f")
        waitFor { spoolDescriptors() == 0 }
        XCTAssertEqual(spoolDescriptors(), 0)
        // Nothing is ever named in the folder.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAClientGoneMidBodyLeavesNoDescriptorOpen() throws {
        let port = try startServer()
        let body = upload(size: 2 << 20)
        let client = try TestClient(port: port)
        try client.send(Array(head(body.count).utf8) + body.prefix(1 << 20))
        waitFor { spoolDescriptors() == 1 }
        XCTAssertEqual(spoolDescriptors(), 1, "the body goes to a file while it arrives")
        _ = consume client
        waitFor { spoolDescriptors() == 0 }
        XCTAssertEqual(spoolDescriptors(), 0)
    }
}
