import XCTest
@testable import HTTP

/// One test per rule of RFC 9112 the parser enforces, each asserting status and message.
final class RequestParserRejectionTests: XCTestCase {
    private func head(_ fields: String, line: String = "GET / HTTP/1.1") -> String {
        "\(line)\r\n\(fields)\r\n"
    }

    func testEveryRuleHasItsOwnMessage() {
        let errors: [HTTPError] = [
            .bareLineFeed, .bareCarriageReturn, .malformedRequestLine, .emptyMethod, .invalidMethod,
            .targetContainsSpace, .targetContainsControl, .targetNotOriginForm, .asteriskWithoutOptions,
            .invalidAbsoluteTarget, .malformedVersion, .versionNotSupported, .obsoleteLineFolding, .missingColon,
            .emptyFieldName, .whitespaceBeforeColon, .invalidFieldName, .invalidFieldValue, .missingHost,
            .duplicateHost, .invalidHost, .duplicateContentLength, .invalidContentLength, .contentLengthOverflow,
            .contentLengthWithTransferEncoding, .transferEncodingInHTTP10, .unsupportedTransferEncoding,
            .invalidChunkSize, .chunkSizeOverflow, .invalidChunkExtension, .missingChunkCRLF,
            .headerSectionTooLarge(1), .tooManyFields(1), .targetTooLong(1), .bodyTooLarge(1), .chunkLineTooLong(1),
        ]
        XCTAssertEqual(Set(errors.map(\.message)).count, errors.count)
    }

    // MARK: Framing (RFC 9112 §6)

    func testContentLengthWithTransferEncoding() {
        assertRejects(head("Host: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n"),
                      with: .contentLengthWithTransferEncoding)
        XCTAssertEqual(HTTPError.contentLengthWithTransferEncoding.status.code, 400)
    }

    func testDuplicateContentLengthEvenIfEqual() {
        assertRejects(head("Host: a\r\nContent-Length: 5\r\nContent-Length: 5\r\n"), with: .duplicateContentLength)
        XCTAssertEqual(HTTPError.duplicateContentLength.status.code, 400)
    }

    func testSignedContentLength() {
        assertRejects(head("Host: a\r\nContent-Length: +5\r\n"), with: .invalidContentLength)
        assertRejects(head("Host: a\r\nContent-Length: -5\r\n"), with: .invalidContentLength)
        XCTAssertEqual(HTTPError.invalidContentLength.status.code, 400)
    }

    func testListContentLength() {
        assertRejects(head("Host: a\r\nContent-Length: 5, 5\r\n"), with: .invalidContentLength)
    }

    func testNonNumericContentLength() {
        assertRejects(head("Host: a\r\nContent-Length: five\r\n"), with: .invalidContentLength)
        assertRejects(head("Host: a\r\nContent-Length: 0x10\r\n"), with: .invalidContentLength)
        assertRejects(head("Host: a\r\nContent-Length:\r\n"), with: .invalidContentLength)
    }

    func testOverflowingContentLength() {
        assertRejects(head("Host: a\r\nContent-Length: 99999999999999999999\r\n"), with: .contentLengthOverflow)
        XCTAssertEqual(HTTPError.contentLengthOverflow.status.code, 400)
    }

    func testTransferEncodingOtherThanChunked() {
        assertRejects(head("Host: a\r\nTransfer-Encoding: gzip\r\n"), with: .unsupportedTransferEncoding)
        assertRejects(head("Host: a\r\nTransfer-Encoding: gzip, chunked\r\n"), with: .unsupportedTransferEncoding)
        assertRejects(head("Host: a\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n"),
                      with: .unsupportedTransferEncoding)
        XCTAssertEqual(HTTPError.unsupportedTransferEncoding.status.code, 501)
    }

    func testTransferEncodingIsCaseInsensitive() {
        XCTAssertEqual(parseOne(head("Host: a\r\nTransfer-Encoding: ChUnKeD\r\n") + "0\r\n\r\n")?.body, [])
    }

    func testTransferEncodingInHTTP10() {
        assertRejects(head("Transfer-Encoding: chunked\r\n", line: "POST / HTTP/1.0"), with: .transferEncodingInHTTP10)
    }

    // MARK: Line endings (RFC 9112 §2.2)

    func testBareLineFeedInRequestLine() {
        assertRejects("GET / HTTP/1.1\nHost: a\r\n\r\n", with: .bareLineFeed)
        XCTAssertEqual(HTTPError.bareLineFeed.status.code, 400)
    }

    func testBareLineFeedEndingTheHead() {
        assertRejects("GET / HTTP/1.1\r\nHost: a\r\n\n", with: .bareLineFeed)
    }

    func testBareCarriageReturnInField() {
        assertRejects("GET / HTTP/1.1\r\nHost: a\rX-Y: b\r\n\r\n", with: .bareCarriageReturn)
        XCTAssertEqual(HTTPError.bareCarriageReturn.status.code, 400)
    }

    func testBareCarriageReturnInRequestLine() {
        assertRejects("GET /\r HTTP/1.1\r\nHost: a\r\n\r\n", with: .bareCarriageReturn)
    }

    // MARK: Field lines (RFC 9112 §5)

    func testObsFold() {
        assertRejects(head("Host: a\r\nX-Long: one\r\n two\r\n"), with: .obsoleteLineFolding)
        assertRejects(head("Host: a\r\nX-Long: one\r\n\ttwo\r\n"), with: .obsoleteLineFolding)
        XCTAssertEqual(HTTPError.obsoleteLineFolding.status.code, 400)
    }

    /// Values are checked eight bytes a step: a bad byte is found in every lane and in the
    /// tail, tabs and obs-text pass.
    func testEveryByteOfALongFieldValueIsChecked() {
        let value = "abcdefghijklmnopqrstu"
        for offset in 0...value.utf8.count {
            for bad in ["\u{0}", "\u{1F}", "\u{7F}", "\u{0B}"] {
                var bytes = Array(value)
                bytes.insert(Character(bad), at: offset)
                assertRejects(head("Host: a\r\nX-Y: x\(String(bytes))x\r\n"), with: .invalidFieldValue)
            }
            var tabbed = Array(value)
            tabbed.insert("\t", at: offset)
            XCTAssertEqual(parseOne(head("Host: a\r\nX-Y: x\(String(tabbed))é\r\n"))?.headers["X-Y"], "x\(String(tabbed))é")
        }
    }

    func testNulInFieldValue() {
        assertRejects(head("Host: a\r\nX-Y: a\u{0}b\r\n"), with: .invalidFieldValue)
        assertRejects(head("Host: a\r\nX-Y: a\u{7F}b\r\n"), with: .invalidFieldValue)
        XCTAssertEqual(HTTPError.invalidFieldValue.status.code, 400)
    }

    func testTabInFieldValueIsAllowed() {
        XCTAssertEqual(parseOne(head("Host: a\r\nX-Y: a\tb\r\n"))?.headers["X-Y"], "a\tb")
    }

    func testControlByteInFieldName() {
        assertRejects(head("Host: a\r\nX-\u{0}Y: b\r\n"), with: .invalidFieldName)
        assertRejects(head("Host: a\r\nX-\u{1}Y: b\r\n"), with: .invalidFieldName)
    }

    func testNonTokenFieldName() {
        assertRejects(head("Host: a\r\nX(Y): b\r\n"), with: .invalidFieldName)
        assertRejects(head("Host: a\r\nX Y: b\r\n"), with: .invalidFieldName)
        XCTAssertEqual(HTTPError.invalidFieldName.status.code, 400)
    }

    func testEmptyFieldName() {
        assertRejects(head("Host: a\r\n: b\r\n"), with: .emptyFieldName)
        XCTAssertEqual(HTTPError.emptyFieldName.status.code, 400)
    }

    func testWhitespaceBeforeColon() {
        assertRejects(head("Host : a\r\n"), with: .whitespaceBeforeColon)
        assertRejects(head("Host: a\r\nX-Y\t: b\r\n"), with: .whitespaceBeforeColon)
        XCTAssertEqual(HTTPError.whitespaceBeforeColon.status.code, 400)
    }

    func testLineWithoutColon() {
        assertRejects(head("Host: a\r\nnonsense\r\n"), with: .missingColon)
        XCTAssertEqual(HTTPError.missingColon.status.code, 400)
    }

    // MARK: Host (RFC 9112 §3.2)

    func testMissingHostInHTTP11() {
        assertRejects(head("Accept: */*\r\n"), with: .missingHost)
        XCTAssertEqual(HTTPError.missingHost.status.code, 400)
    }

    func testTwoHosts() {
        assertRejects(head("Host: a\r\nHost: b\r\n"), with: .duplicateHost)
        assertRejects(head("Host: a\r\nhost: a\r\n", line: "GET / HTTP/1.0"), with: .duplicateHost)
        XCTAssertEqual(HTTPError.duplicateHost.status.code, 400)
    }

    func testInvalidHost() {
        assertRejects(head("Host: a b\r\n"), with: .invalidHost)
        assertRejects(head("Host: user@a\r\n"), with: .invalidHost)
        assertRejects(head("Host: a/b\r\n"), with: .invalidHost)
    }

    // MARK: Request line (RFC 9112 §3)

    func testTargetWithSpace() {
        assertRejects("GET /a b HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetContainsSpace)
        XCTAssertEqual(HTTPError.targetContainsSpace.status.code, 400)
    }

    func testTargetWithControlByte() {
        assertRejects("GET /a\u{1}b HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetContainsControl)
        assertRejects("GET /a\u{0}b HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetContainsControl)
        assertRejects("GET /caf\u{e9} HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetContainsControl)
        XCTAssertEqual(HTTPError.targetContainsControl.status.code, 400)
    }

    func testTargetNotOriginForm() {
        assertRejects("GET index.html HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetNotOriginForm)
        assertRejects("CONNECT example.com:443 HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetNotOriginForm)
        assertRejects("GET ftp://example.com/ HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetNotOriginForm)
        XCTAssertEqual(HTTPError.targetNotOriginForm.status.code, 400)
    }

    func testAsteriskOnlyForOptions() {
        assertRejects("GET * HTTP/1.1\r\nHost: a\r\n\r\n", with: .asteriskWithoutOptions)
    }

    func testAbsoluteFormWithoutHost() {
        assertRejects("GET http:///path HTTP/1.1\r\nHost: a\r\n\r\n", with: .invalidAbsoluteTarget)
        assertRejects("GET http://user@host/ HTTP/1.1\r\nHost: a\r\n\r\n", with: .invalidAbsoluteTarget)
    }

    func testTooFewSpaces() {
        assertRejects("GET /\r\nHost: a\r\n\r\n", with: .malformedRequestLine)
        assertRejects("GET\r\nHost: a\r\n\r\n", with: .malformedRequestLine)
        XCTAssertEqual(HTTPError.malformedRequestLine.status.code, 400)
    }

    func testDoubleSpace() {
        assertRejects("GET  HTTP/1.1\r\nHost: a\r\n\r\n", with: .malformedRequestLine)
        assertRejects("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", with: .targetContainsSpace)
    }

    func testEmptyMethod() {
        assertRejects(" / HTTP/1.1\r\nHost: a\r\n\r\n", with: .emptyMethod)
        XCTAssertEqual(HTTPError.emptyMethod.status.code, 400)
    }

    func testLowercaseMethod() {
        assertRejects("get / HTTP/1.1\r\nHost: a\r\n\r\n", with: .invalidMethod)
        XCTAssertEqual(HTTPError.invalidMethod.status.code, 400)
    }

    func testNonTokenMethod() {
        assertRejects("GE(T / HTTP/1.1\r\nHost: a\r\n\r\n", with: .invalidMethod)
    }

    func testUnknownMethod() {
        let error = error(feeding: "BREW /pot HTTP/1.1\r\nHost: a\r\n\r\n")
        XCTAssertEqual(error?.status.code, 501)
        XCTAssertEqual(error?.message, "The method BREW is not implemented.")
    }

    func testEveryKnownMethodIsFoundByItsBytesAndItsNeighboursAreNot() {
        for method in HTTPMethod.known {
            XCTAssertEqual(parseOne("\(method.rawValue) / HTTP/1.1\r\nHost: a\r\n\r\n")?.method, method)
            for near in [method.rawValue + "X", String(method.rawValue.dropLast())] where !HTTPMethod.known.contains(HTTPMethod(near)) {
                XCTAssertEqual(error(feeding: "\(near) / HTTP/1.1\r\nHost: a\r\n\r\n")?.status.code, 501, near)
            }
        }
    }

    func testUnsupportedVersion() {
        assertRejects("GET / HTTP/2.0\r\nHost: a\r\n\r\n", with: .versionNotSupported)
        assertRejects("GET / HTTP/1.2\r\nHost: a\r\n\r\n", with: .versionNotSupported)
        assertRejects("GET / HTTP/0.9\r\nHost: a\r\n\r\n", with: .versionNotSupported)
        XCTAssertEqual(HTTPError.versionNotSupported.status.code, 505)
    }

    func testMalformedVersion() {
        assertRejects("GET / HTTP/x\r\nHost: a\r\n\r\n", with: .malformedVersion)
        assertRejects("GET / http/1.1\r\nHost: a\r\n\r\n", with: .malformedVersion)
        assertRejects("GET / HTTP/1.10\r\nHost: a\r\n\r\n", with: .malformedVersion)
        assertRejects("GET / HTTP/1.1 \r\nHost: a\r\n\r\n", with: .targetContainsSpace)
        XCTAssertEqual(HTTPError.malformedVersion.status.code, 400)
    }

    // MARK: Chunked bodies (RFC 9112 §7.1)

    private func chunked(_ body: String) -> String {
        "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + body
    }

    func testChunkSizeNotHex() {
        assertRejects(chunked("zz\r\nab\r\n0\r\n\r\n"), with: .invalidChunkSize)
        assertRejects(chunked("\r\nab\r\n0\r\n\r\n"), with: .invalidChunkSize)
        assertRejects(chunked("-1\r\nab\r\n0\r\n\r\n"), with: .invalidChunkSize)
        assertRejects(chunked("0x2\r\nab\r\n0\r\n\r\n"), with: .invalidChunkSize)
        assertRejects(chunked("2 \r\nab\r\n0\r\n\r\n"), with: .invalidChunkSize)
        XCTAssertEqual(HTTPError.invalidChunkSize.status.code, 400)
    }

    func testChunkSizeOverflow() {
        assertRejects(chunked("10000000000000000\r\n"), with: .chunkSizeOverflow)
        XCTAssertEqual(HTTPError.chunkSizeOverflow.status.code, 400)
    }

    func testChunkWithoutCRLF() {
        assertRejects(chunked("2\r\nabc\r\n0\r\n\r\n"), with: .missingChunkCRLF)
        assertRejects(chunked("2\r\nab\n0\r\n\r\n"), with: .missingChunkCRLF)
        XCTAssertEqual(HTTPError.missingChunkCRLF.status.code, 400)
    }

    func testChunkSizeLineWithBareLF() {
        assertRejects(chunked("2\nab\r\n0\r\n\r\n"), with: .bareLineFeed)
    }

    func testChunkExtensionWithControlByte() {
        assertRejects(chunked("2;a=\u{1}\r\nab\r\n0\r\n\r\n"), with: .invalidChunkExtension)
        XCTAssertEqual(HTTPError.invalidChunkExtension.status.code, 400)
    }

    func testMalformedTrailer() {
        assertRejects(chunked("2\r\nab\r\n0\r\nBad Name: x\r\n\r\n"), with: .invalidFieldName)
        assertRejects(chunked("2\r\nab\r\n0\r\nX: 1\r\n folded\r\n\r\n"), with: .obsoleteLineFolding)
    }
}
