import XCTest
@testable import HTTP

final class ChunkedBodyTests: XCTestCase {
    private func chunked(_ body: String) -> String {
        "POST /upload HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body
    }

    func testDecodesChunks() throws {
        let request = try XCTUnwrap(parseOne(chunked("5\r\nhello\r\n1\r\n \r\nA\r\n0123456789\r\n0\r\n\r\n")))
        XCTAssertEqual(String(decoding: request.body, as: UTF8.self), "hello 0123456789")
    }

    func testStripsTransferEncodingAndSetsContentLength() throws {
        let request = try XCTUnwrap(parseOne(chunked("3\r\nabc\r\n0\r\n\r\n")))
        XCTAssertNil(request.headers["Transfer-Encoding"])
        XCTAssertEqual(request.headers["Content-Length"], "3")
        XCTAssertEqual(request.headers.values(for: "Content-Length").count, 1)
    }

    func testSkipsExtensions() throws {
        let request = try XCTUnwrap(parseOne(chunked("3;name=value\r\nabc\r\n2 ; quoted=\"a;b\"\r\nde\r\n0;last\r\n\r\n")))
        XCTAssertEqual(request.body, Array("abcde".utf8))
    }

    func testUppercaseHexAndLeadingZeros() throws {
        let data = String(repeating: "z", count: 26)
        XCTAssertEqual(parseOne(chunked("001A\r\n\(data)\r\n0\r\n\r\n"))?.body.count, 26)
    }

    func testReadsAndDropsTrailers() throws {
        let request = try XCTUnwrap(parseOne(chunked("3\r\nabc\r\n0\r\nExpires: never\r\nX-Checksum: 42\r\n\r\n")))
        XCTAssertEqual(request.body, Array("abc".utf8))
        XCTAssertNil(request.headers["X-Checksum"])
        XCTAssertNil(request.headers["Expires"])
    }

    func testEmptyChunkedBody() throws {
        let request = try XCTUnwrap(parseOne(chunked("0\r\n\r\n")))
        XCTAssertEqual(request.body, [])
        XCTAssertEqual(request.headers["Content-Length"], "0")
    }

    func testWaitsForTheWholeChunkAndTheFinalCRLF() throws {
        var parser = RequestParser()
        parser.append(Array(chunked("5\r\nhel").utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.isReadingBody)
        parser.append(Array("lo\r\n0\r\n".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.isReadingBody)
        parser.append(Array("\r\n".utf8))
        XCTAssertEqual(try parser.next()?.body, Array("hello".utf8))
    }

    func testChunkedRequestFollowedByPipelinedRequest() throws {
        let requests = try parse(chunked("1\r\na\r\n0\r\n\r\n") + "GET /next HTTP/1.1\r\nHost: a\r\n\r\n")
        XCTAssertEqual(requests.map(\.path), ["/upload", "/next"])
    }
}
