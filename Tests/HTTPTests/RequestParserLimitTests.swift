import XCTest
@testable import HTTP

final class RequestParserLimitTests: XCTestCase {
    func testHeaderSectionOverByteLimit() {
        let limits = RequestLimits(maxHeaderBytes: 100)
        let filler = String(repeating: "x", count: 100)
        assertRejects("GET / HTTP/1.1\r\nHost: a\r\nX-Fill: \(filler)\r\n\r\n", with: .headerSectionTooLarge(100), limits: limits)
        XCTAssertEqual(HTTPError.headerSectionTooLarge(100).status.code, 431)
    }

    func testHeaderSectionExactlyAtByteLimitIsAccepted() {
        let text = "GET / HTTP/1.1\r\nHost: a\r\n\r\n"
        XCTAssertNotNil(parseOne(text, limits: RequestLimits(maxHeaderBytes: text.utf8.count)))
        assertRejects(text, with: .headerSectionTooLarge(text.utf8.count - 1),
                      limits: RequestLimits(maxHeaderBytes: text.utf8.count - 1))
    }

    func testTooManyFields() {
        let fields = (1...5).map { "X-\($0): v\r\n" }.joined()
        assertRejects("GET / HTTP/1.1\r\nHost: a\r\n\(fields)\r\n", with: .tooManyFields(5),
                      limits: RequestLimits(maxHeaderCount: 5))
        XCTAssertEqual(HTTPError.tooManyFields(5).status.code, 431)
    }

    func testHeaderLimitTriggersBeforeTheHeadEnds() {
        var parser = RequestParser(limits: RequestLimits(maxHeaderBytes: 1024))
        parser.append(Array("GET / HTTP/1.1\r\nHost: a\r\nX-Endless: ".utf8))
        XCTAssertNil(try parser.next())
        parser.append([UInt8](repeating: UInt8(ascii: "a"), count: 1024))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual(($0 as? HTTPError)?.status.code, 431) }
    }

    func testEndlessEmptyLinesHitTheHeaderLimit() {
        var parser = RequestParser(limits: RequestLimits(maxHeaderBytes: 64))
        for _ in 0..<31 { parser.append(Array("\r\n".utf8)) }
        XCTAssertNil(try parser.next())
        parser.append(Array("\r\n".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual(($0 as? HTTPError)?.status.code, 431) }
    }

    func testFieldCountLimitTriggersBeforeTheHeadEnds() {
        var parser = RequestParser(limits: RequestLimits(maxHeaderCount: 3))
        parser.append(Array("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .tooManyFields(3)) }
    }

    func testTargetOverLimit() {
        let target = "/" + String(repeating: "a", count: 64)
        assertRejects("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetTooLong(64),
                      limits: RequestLimits(maxTargetLength: 64))
        XCTAssertNotNil(parseOne("GET \(target.dropLast()) HTTP/1.1\r\nHost: a\r\n\r\n", limits: RequestLimits(maxTargetLength: 64)))
        XCTAssertEqual(HTTPError.targetTooLong(64).status.code, 414)
    }

    func testTargetLimitTriggersBeforeTheLineEnds() {
        var parser = RequestParser(limits: RequestLimits(maxTargetLength: 64))
        parser.append(Array(("GET /" + String(repeating: "a", count: 63)).utf8))
        XCTAssertNil(try parser.next())
        parser.append(Array("a".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .targetTooLong(64)) }
    }

    func testLongTargetIs414EvenPastTheHeaderLimit() {
        let target = "/" + String(repeating: "a", count: 20_000)
        assertRejects("GET \(target) HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetTooLong(8 * 1024))
    }

    /// Found by the fuzzer: the answer must not depend on whether the bytes past the header
    /// limit arrived in the same read.
    func testTargetPastTheHeaderLimitIsCountedOnlyUpToIt() throws {
        let limits = RequestLimits(maxHeaderBytes: 64, maxTargetLength: 48)
        // The target starts at byte 31; 33 of its 60 bytes fit under the 64-byte header limit.
        let text = String(repeating: "M", count: 30) + " /" + String(repeating: "a", count: 59) + " HTTP/1.1\r\n"
        assertRejects(text, with: .headerSectionTooLarge(64), limits: limits)
        var parser = RequestParser(limits: limits)
        for byte in text.utf8 {
            parser.append([byte])
            do {
                _ = try parser.next()
            } catch {
                XCTAssertEqual(error, .headerSectionTooLarge(64))
                return
            }
        }
        XCTFail("the byte-by-byte parser accepted an oversized head")
    }

    func testBodyOverLimitByContentLength() {
        let limits = RequestLimits(maxBodyBytes: 10)
        var parser = RequestParser(limits: limits)
        parser.append(Array("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\n".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(10)) }
        XCTAssertEqual(HTTPError.bodyTooLarge(10).status.code, 413)
        XCTAssertNotNil(parseOne("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 10\r\n\r\n0123456789", limits: limits))
    }

    func testBodyOverLimitByChunkSum() {
        var parser = RequestParser(limits: RequestLimits(maxBodyBytes: 10))
        parser.append(Array("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n6\r\nabcdef\r\n".utf8))
        XCTAssertNil(try parser.next())
        parser.append(Array("5\r\n".utf8))
        XCTAssertThrowsError(try parser.next()) { XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(10)) }
    }

    func testAdmissionRaisesLimitForAnUploadRoute() throws {
        let limits = RequestLimits(maxBodyBytes: 4)
        let seen = Recorder()
        let admit: @Sendable (Request) -> Admission = { head in
            seen.record("\(head.method) \(head.path) \(head.headers["Cookie"] ?? "-") \(head.body.count)")
            return .body(limit: head.path == "/import" ? 100 : 4)
        }
        let upload = "POST /import?format=csv HTTP/1.1\r\nHost: a\r\nCookie: s=1\r\nContent-Length: 20\r\n\r\n" + String(repeating: "x", count: 20)
        XCTAssertEqual(try parse(upload, limits: limits, admit: admit).first?.body.count, 20)
        XCTAssertEqual(seen.entries, ["POST /import s=1 0"], "asked once, with the head's fields and no body yet")
        XCTAssertThrowsError(try parse("POST /login HTTP/1.1\r\nHost: a\r\nContent-Length: 20\r\n\r\n", limits: limits,
                                       admit: admit)) {
            XCTAssertEqual($0 as? HTTPError, .bodyTooLarge(4))
        }
        _ = try parse("GET /import HTTP/1.1\r\nHost: a\r\n\r\n", limits: limits, admit: admit)
        XCTAssertEqual(seen.entries.count, 2, "a request without a body is not asked")
    }

    func testAnAnsweredHeadEndsTheParseBeforeItsBody() throws {
        let admit: @Sendable (Request) -> Admission = { head in
            head.path == "/members" ? .answer(Response(status: .seeOther)) : .body(limit: 1 << 20)
        }
        var parser = RequestParser(admit: admit)
        parser.append(Array("POST /members?x=1 HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab".utf8))
        XCTAssertNil(try parser.next())
        XCTAssertEqual(parser.answered?.head.target, "/members?x=1")
        XCTAssertEqual(parser.answered?.response.status, .seeOther)
        XCTAssertFalse(parser.hasPartialRequest, "what came after the head was dropped")
        parser.append(Array("cde\r\n0\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n".utf8))
        XCTAssertNil(try parser.next(), "nothing after an answered head is read")
        XCTAssertFalse(parser.hasPartialRequest)
    }

    func testChunkLineOverLimit() {
        let extensionText = String(repeating: "e", count: 40)
        assertRejects("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n1;\(extensionText)",
                      with: .chunkLineTooLong(32), limits: RequestLimits(maxChunkLineBytes: 32))
    }

    func testTrailersHaveTheirOwnFieldLimit() {
        let trailers = (1...4).map { "T-\($0): v\r\n" }.joined()
        assertRejects("POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\(trailers)\r\n",
                      with: .tooManyFields(3), limits: RequestLimits(maxHeaderCount: 3))
    }
}

/// Collects what a `@Sendable` closure saw, for the test to check afterwards.
private final class Recorder: @unchecked Sendable {
    private(set) var entries: [String] = []
    func record(_ entry: String) { entries.append(entry) }
}
