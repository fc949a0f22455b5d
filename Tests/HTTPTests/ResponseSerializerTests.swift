import Glibc
@testable import HTTP
import XCTest

/// A response's bytes on the wire (RFC 9112 §4, §6): status line, fields in order, the
/// server's own fields, and no byte of a field able to start another.
final class ResponseSerializerTests: XCTestCase {
    private func wire(_ response: Response, keepAlive: Bool = true, version: HTTPVersion = .http1_1, isHead: Bool = false) -> String {
        var output = OutputQueue()
        ResponseSerializer.write(response, date: "Wed, 25 Nov 2026 16:00:00 GMT", keepAlive: keepAlive, version: version,
                                 isHead: isHead, into: &output)
        var bytes: [UInt8] = []
        _ = output.write { vectors in
            for vector in vectors {
                bytes.append(contentsOf: UnsafeRawBufferPointer(start: vector.iov_base, count: vector.iov_len))
            }
            return vectors.reduce(0) { $0 + $1.iov_len }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testAResponseWithItsFieldsLengthAndBody() {
        let response = Response(status: .notFound, headers: ["Content-Type": "text/plain", "X-A": "1"], body: Array("gone".utf8))
        XCTAssertEqual(wire(response), "HTTP/1.1 404 Not Found\r\nContent-Type: text/plain\r\nX-A: 1\r\n"
            + "Date: Wed, 25 Nov 2026 16:00:00 GMT\r\nContent-Length: 4\r\n\r\ngone")
    }

    /// A body set as pieces (`BodyPieces`) is sent as those bytes in order, large pieces only
    /// referenced, and reads back joined.
    func testABodyInPiecesGoesOutInOrderAndReadsJoined() {
        let page = Array(String(repeating: "<p>Back Squat</p>", count: 1_000).utf8)
        let token = Array("TOKEN".utf8)
        var pieces = BodyPieces(capacity: 5)
        for piece in [page[..<8_000], token[...], page[8_005..<8_010], token[...], page[8_010...]] { pieces.append(piece) }
        var response = Response(headers: ["Content-Type": "text/html"])
        response.setBody(pieces)
        let expected = Array(page[..<8_000]) + token + page[8_005..<8_010] + token + page[8_010...]
        XCTAssertEqual(response.bodyCount, expected.count)
        XCTAssertEqual(response.body, expected)
        XCTAssertEqual(wire(response), "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nDate: Wed, 25 Nov 2026 16:00:00 GMT\r\n"
            + "Content-Length: \(expected.count)\r\n\r\n" + String(decoding: expected, as: UTF8.self))
        response.body.append(contentsOf: token)
        XCTAssertEqual(response.body, expected + token, "changed in place, joined first")
    }

    func testNoFieldCanStartAnotherOrSplitTheResponse() {
        let response = Response(status: HTTPStatus(299, "Odd\r\nX-Reason: 1"), headers: ["X-Evil\r\n": "a\r\nSet-Cookie: b\0"])
        XCTAssertEqual(wire(response), "HTTP/1.1 299 OddX-Reason: 1\r\nX-Evil: aSet-Cookie: b\r\n"
            + "Date: Wed, 25 Nov 2026 16:00:00 GMT\r\nContent-Length: 0\r\n\r\n")
    }

    /// A head past the kilobyte that fits on the stack, and numbers of every width.
    func testALongHeadAndWideNumbersAreWrittenWhole() {
        let long = String(repeating: "v", count: 5_000)
        let response = Response(status: HTTPStatus(1_234_567, "Wide"), headers: ["X-Long": long])
        XCTAssertEqual(wire(response), "HTTP/1.1 1234567 Wide\r\nX-Long: \(long)\r\n"
            + "Date: Wed, 25 Nov 2026 16:00:00 GMT\r\nContent-Length: 0\r\n\r\n")
        let page = Response(body: Array(repeating: UInt8(ascii: "a"), count: 10_000_000))
        XCTAssertTrue(wire(page, isHead: true).hasSuffix("Content-Length: 10000000\r\n\r\n"))
        XCTAssertTrue(wire(Response(status: HTTPStatus(-5, "Negative"))).hasPrefix("HTTP/1.1 0 Negative\r\n"))
    }

    func testA304HasNoLengthAndHEADNoBody() {
        XCTAssertEqual(wire(Response(status: .notModified, headers: ["ETag": "\"x\""])),
                       "HTTP/1.1 304 Not Modified\r\nETag: \"x\"\r\nDate: Wed, 25 Nov 2026 16:00:00 GMT\r\n\r\n")
        let page = Response(body: Array(repeating: UInt8(ascii: "a"), count: 12_345))
        XCTAssertEqual(wire(page, isHead: true), "HTTP/1.1 200 OK\r\nDate: Wed, 25 Nov 2026 16:00:00 GMT\r\nContent-Length: 12345\r\n\r\n")
    }

    func testTheConnectionFieldFollowsKeepAliveAndVersion() {
        XCTAssertTrue(wire(Response(), keepAlive: false).hasSuffix("Content-Length: 0\r\nConnection: close\r\n\r\n"))
        XCTAssertTrue(wire(Response(), version: .http1_0).hasSuffix("Content-Length: 0\r\nConnection: keep-alive\r\n\r\n"))
        XCTAssertTrue(wire(Response()).hasSuffix("Content-Length: 0\r\n\r\n"))
    }
}
