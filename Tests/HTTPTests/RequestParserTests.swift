import XCTest
@testable import HTTP

final class RequestParserTests: XCTestCase {
    func testParsesSimpleGet() throws {
        let request = try XCTUnwrap(parseOne("GET /workouts?date=2024-05-01 HTTP/1.1\r\nHost: example.com\r\nAccept: text/html\r\n\r\n"))
        XCTAssertEqual(request.method, .get)
        XCTAssertEqual(request.target, "/workouts?date=2024-05-01")
        XCTAssertEqual(request.path, "/workouts")
        XCTAssertEqual(request.query, "date=2024-05-01")
        XCTAssertEqual(request.version, .http1_1)
        XCTAssertEqual(request.headers["host"], "example.com")
        XCTAssertEqual(request.headers["Accept"], "text/html")
        XCTAssertEqual(request.body, [])
    }

    func testTrimsFieldValueWhitespaceAndKeepsObsText() throws {
        let request = try XCTUnwrap(parseOne("GET / HTTP/1.1\r\nHost: a\r\nX-Note: \t caf\u{e9} \t\r\n\r\n"))
        XCTAssertEqual(request.headers["X-Note"], "caf\u{e9}")
    }

    func testContentLengthBody() throws {
        let request = try XCTUnwrap(parseOne("POST /login HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello world"))
        XCTAssertEqual(String(decoding: request.body, as: UTF8.self), "hello world")
    }

    func testNoContentLengthMeansEmptyBody() throws {
        var parser = RequestParser()
        parser.append(Array("POST /x HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        let request = try XCTUnwrap(try parser.next())
        XCTAssertEqual(request.body, [])
        XCTAssertFalse(parser.hasPartialRequest)
    }

    func testPipelinedRequestsComeOutInOrder() throws {
        let text = "GET /one HTTP/1.1\r\nHost: a\r\n\r\n"
            + "POST /two HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n\r\nabc"
            + "GET /three HTTP/1.1\r\nHost: a\r\n\r\n"
            + "GET /fou"
        var parser = RequestParser()
        parser.append(Array(text.utf8))
        let requests = try drain(&parser)
        XCTAssertEqual(requests.map(\.path), ["/one", "/two", "/three"])
        XCTAssertEqual(requests[1].body, Array("abc".utf8))
        XCTAssertTrue(parser.hasPartialRequest)
        parser.append(Array("r HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        XCTAssertEqual(try parser.next()?.path, "/four")
        XCTAssertFalse(parser.hasPartialRequest)
    }

    func testByteByByteParsesIdentically() throws {
        let text = "POST /a?b=c HTTP/1.1\r\nHost: a\r\nX-One: 1\r\nContent-Length: 5\r\n\r\nhello"
            + "POST /chunked HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "3;ext=1\r\nabc\r\n2\r\nde\r\n0\r\nTrailer: x\r\n\r\n"
        let whole = try parse(text)
        var parser = RequestParser()
        var pieces: [Request] = []
        for byte in text.utf8 {
            parser.append([byte])
            while let request = try parser.next() { pieces.append(request) }
        }
        XCTAssertEqual(whole.count, 2)
        XCTAssertEqual(pieces.count, 2)
        for (a, b) in zip(whole, pieces) {
            XCTAssertEqual(a.method, b.method)
            XCTAssertEqual(a.target, b.target)
            XCTAssertEqual(a.headers, b.headers)
            XCTAssertEqual(a.body, b.body)
        }
    }

    func testPartialAndBodyStateForDeadlines() throws {
        var parser = RequestParser()
        XCTAssertFalse(parser.hasPartialRequest)
        parser.append(Array("POST / HTTP/1.1\r\nHost: a\r\n".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.hasPartialRequest)
        XCTAssertFalse(parser.isReadingBody)
        parser.append(Array("Content-Length: 4\r\n\r\nab".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertTrue(parser.isReadingBody)
        parser.append(Array("cd".utf8))
        XCTAssertEqual(try parser.next()?.body, Array("abcd".utf8))
        XCTAssertFalse(parser.isReadingBody)
        XCTAssertFalse(parser.hasPartialRequest)
    }


    /// Issue 23: a large upload is held once. Its bytes leave the receive buffer as they
    /// arrive, into a body allocated once at its Content-Length, so the buffer never holds
    /// more than one read and the body never grows by doubling (a copy each time).
    func testFixedBodyLeavesTheBufferAsItArrives() throws {
        let length = 1 << 20, piece = 64 * 1024
        var parser = RequestParser(limits: RequestLimits(maxBodyBytes: length))
        parser.append(Array("POST /import HTTP/1.1\r\nHost: a\r\nContent-Length: \(length)\r\n\r\n".utf8))
        XCTAssertNil(try parser.next())
        var request: Request?
        for start in stride(from: 0, to: length, by: piece) {
            parser.append((start..<(start + piece)).map { UInt8(truncatingIfNeeded: $0 / piece) })
            request = try parser.next()
            XCTAssertLessThanOrEqual(parser.buffer.count, piece)
            XCTAssertEqual(parser.hasPartialRequest, request == nil)
        }
        let body = try XCTUnwrap(request).body
        XCTAssertEqual(body.count, length)
        XCTAssertLessThan(body.capacity, length + 4096)
        XCTAssertEqual(body[length - 1], UInt8(length / piece - 1))
        XCTAssertEqual(body[piece], 1)
    }
    func testHTTP10WithoutHost() throws {
        let request = try XCTUnwrap(parseOne("GET / HTTP/1.0\r\n\r\n"))
        XCTAssertEqual(request.version, .http1_0)
        XCTAssertFalse(request.keepAlive)
    }

    func testKeepAliveSemantics() throws {
        XCTAssertTrue(try XCTUnwrap(parseOne("GET / HTTP/1.1\r\nHost: a\r\n\r\n")).keepAlive)
        XCTAssertFalse(try XCTUnwrap(parseOne("GET / HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n")).keepAlive)
        XCTAssertFalse(try XCTUnwrap(parseOne("GET / HTTP/1.1\r\nHost: a\r\nConnection: Upgrade, Close\r\n\r\n")).keepAlive)
        XCTAssertTrue(try XCTUnwrap(parseOne("GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")).keepAlive)
        XCTAssertFalse(try XCTUnwrap(parseOne("GET / HTTP/1.0\r\n\r\n")).keepAlive)
    }

    func testIgnoresEmptyLinesBeforeRequestLine() throws {
        XCTAssertEqual(parseOne("\r\n\r\nGET /x HTTP/1.1\r\nHost: a\r\n\r\n")?.path, "/x")
    }

    func testAbsoluteFormTakesPathAndReplacesHost() throws {
        let request = try XCTUnwrap(parseOne("GET http://example.com:8080/log?x=1 HTTP/1.1\r\nHost: other\r\n\r\n"))
        XCTAssertEqual(request.target, "/log?x=1")
        XCTAssertEqual(request.path, "/log")
        XCTAssertEqual(request.headers["Host"], "example.com:8080")
        XCTAssertEqual(parseOne("GET HTTPS://example.com HTTP/1.1\r\nHost: example.com\r\n\r\n")?.target, "/")
        XCTAssertEqual(parseOne("GET http://example.com?q HTTP/1.1\r\nHost: example.com\r\n\r\n")?.target, "/?q")
    }

    func testAsteriskFormForOptions() throws {
        XCTAssertEqual(parseOne("OPTIONS * HTTP/1.1\r\nHost: a\r\n\r\n")?.target, "*")
    }

    func testEmptyHostIsAllowed() throws {
        XCTAssertEqual(parseOne("GET / HTTP/1.1\r\nHost:\r\n\r\n")?.headers["Host"], "")
    }

    func testDoesNotRescanWhenHeadArrivesInPieces() throws {
        var parser = RequestParser()
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r".utf8))
        XCTAssertNil(try parser.next())
        parser.append(Array("\n\r".utf8))
        XCTAssertNil(try parser.next())
        parser.append(Array("\n".utf8))
        XCTAssertEqual(try parser.next()?.headers["Host"], "a")
    }

    func testKeepsThrowingAfterAnError() {
        var parser = RequestParser()
        parser.append(Array("GET / HTTP/1.1\nHost: a\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next())
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .bareLineFeed) }
        XCTAssertFalse(parser.hasPartialRequest)
    }
}
