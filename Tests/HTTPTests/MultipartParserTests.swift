import XCTest
@testable import HTTP

final class MultipartParserTests: XCTestCase {
    private let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

    private func body(_ text: String) -> [UInt8] {
        Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
    }

    private var upload: [UInt8] {
        body("""
        --\(boundary)
        Content-Disposition: form-data; name="comment"

        Heavy day.
        Second line.
        --\(boundary)
        Content-Disposition: form-data; name="history"; filename="fitbod export.csv"
        Content-Type: text/csv

        Date,Exercise,Reps
        2024-05-01,Squat,5
        --\(boundary)--

        """)
    }

    func testParsesTextFieldAndFile() throws {
        let parts = try MultipartParser.parse(body: upload, contentType: "multipart/form-data; boundary=\(boundary)")
        XCTAssertEqual(parts.count, 2)
        XCTAssertEqual(parts[0], MultipartPart(name: "comment", body: Array("Heavy day.\r\nSecond line.".utf8)))
        XCTAssertEqual(parts[1].name, "history")
        XCTAssertEqual(parts[1].filename, "fitbod export.csv")
        XCTAssertEqual(parts[1].contentType, "text/csv")
        XCTAssertEqual(String(decoding: parts[1].body, as: UTF8.self), "Date,Exercise,Reps\r\n2024-05-01,Squat,5")
    }

    func testQuotedBoundaryWithPreambleAndEpilogue() throws {
        let data = body("""
        This is a preamble.
        --a:b c
        Content-Disposition: form-data; name="x"

        1
        --a:b c--
        epilogue
        """)
        let parts = try MultipartParser.parse(body: data, contentType: "multipart/form-data; boundary=\"a:b c\"")
        XCTAssertEqual(parts, [MultipartPart(name: "x", body: Array("1".utf8))])
    }

    func testBinaryContentWithCRLFInside() throws {
        let content: [UInt8] = [0, 13, 10, 45, 45, 255, 13, 10]
        let data = Array("--b\r\nContent-Disposition: form-data; name=\"f\"; filename=\"x.bin\"\r\n\r\n".utf8)
            + content + Array("\r\n--b--".utf8)
        let parts = try MultipartParser.parse(body: data, contentType: "multipart/form-data; boundary=b")
        XCTAssertEqual(parts.first?.body, content)
    }

    func testRequestFormKeepsTextFieldsOnly() throws {
        let request = Request(method: .post, target: "/import",
                              headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: upload)
        XCTAssertEqual(try request.form(), FormData([("comment", "Heavy day.\r\nSecond line.")]))
        XCTAssertEqual(try request.multipart().count, 2)
    }

    func testMultipartRequiresMultipartContentType() {
        let request = Request(method: .post, target: "/", headers: ["Content-Type": "text/plain"], body: upload)
        XCTAssertThrowsError(try request.multipart()) { XCTAssertEqual($0 as? HTTPError, .unsupportedFormType) }
    }

    private func assertMalformed(_ data: [UInt8], contentType: String? = nil, _ expected: HTTPError,
                                 file: StaticString = #filePath, line: UInt = #line) {
        let type = contentType ?? "multipart/form-data; boundary=\(boundary)"
        XCTAssertThrowsError(try MultipartParser.parse(body: data, contentType: type), file: file, line: line) {
            XCTAssertEqual($0 as? HTTPError, expected, file: file, line: line)
        }
    }

    func testMissingBoundaryParameter() {
        assertMalformed(upload, contentType: "multipart/form-data", .missingBoundary)
        assertMalformed(upload, contentType: "multipart/form-data; boundary=\"\"", .missingBoundary)
        assertMalformed(upload, contentType: "multipart/form-data; boundary=\"\(String(repeating: "b", count: 71))\"", .missingBoundary)
        XCTAssertEqual(HTTPError.missingBoundary.status.code, 400)
    }

    func testBodyWithoutBoundary() {
        assertMalformed(Array("just text".utf8), .multipartWithoutDelimiter)
    }

    func testUnterminatedBody() {
        assertMalformed(body("--\(boundary)\nContent-Disposition: form-data; name=\"a\"\n\nvalue"), .multipartUnterminated)
        assertMalformed(body("--\(boundary)\nContent-Disposition: form-data; name=\"a\"\n"), .multipartUnterminated)
    }

    func testPartWithoutContentDisposition() {
        assertMalformed(body("--\(boundary)\nContent-Type: text/plain\n\nx\n--\(boundary)--"), .missingContentDisposition)
        assertMalformed(body("--\(boundary)\nContent-Disposition: attachment; name=\"a\"\n\nx\n--\(boundary)--"),
                        .missingContentDisposition)
        assertMalformed(body("--\(boundary)\nContent-Disposition: form-data\n\nx\n--\(boundary)--"), .missingContentDisposition)
    }

    func testDelimiterNotFollowedByCRLF() {
        assertMalformed(body("--\(boundary)junk\nContent-Disposition: form-data; name=\"a\"\n\nx\n--\(boundary)--"),
                        .malformedDelimiter)
    }

    func testMalformedPartHeader() {
        let data = Array("--b\r\nContent-Disposition form-data\r\n\r\nx\r\n--b--".utf8)
        assertMalformed(data, contentType: "multipart/form-data; boundary=b", .malformedPartHeader(.missingColon))
        let bareLF = Array("--b\r\nContent-Disposition: form-data; name=a\n\r\nx\r\n--b--".utf8)
        assertMalformed(bareLF, contentType: "multipart/form-data; boundary=b", .malformedPartHeader(.bareLineFeed))
    }

    func testPartHeaderLimit() {
        let long = String(repeating: "v", count: MultipartParser.maxPartHeaderBytes)
        let data = Array("--b\r\nContent-Disposition: form-data; name=a\r\nX-Long: \(long)\r\n\r\nx\r\n--b--".utf8)
        assertMalformed(data, contentType: "multipart/form-data; boundary=b", .partHeaderTooLarge(MultipartParser.maxPartHeaderBytes))
    }

    func testPartCountLimit() {
        let part = "--b\r\nContent-Disposition: form-data; name=a\r\n\r\nx\r\n"
        let data = Array((String(repeating: part, count: MultipartParser.maxParts + 1) + "--b--").utf8)
        assertMalformed(data, contentType: "multipart/form-data; boundary=b", .tooManyParts(MultipartParser.maxParts))
        let fits = Array((String(repeating: part, count: MultipartParser.maxParts) + "--b--").utf8)
        XCTAssertEqual(try MultipartParser.parse(body: fits, contentType: "multipart/form-data; boundary=b").count,
                       MultipartParser.maxParts)
    }

    func testInvalidUTF8TextFieldIs400() {
        let data = Array("--b\r\nContent-Disposition: form-data; name=a\r\n\r\n".utf8) + [0xFF] + Array("\r\n--b--".utf8)
        let request = Request(method: .post, target: "/", headers: ["Content-Type": "multipart/form-data; boundary=b"], body: data)
        XCTAssertThrowsError(try request.form()) { XCTAssertEqual($0 as? HTTPError, .malformedForm) }
    }
}
