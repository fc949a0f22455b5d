import XCTest
@testable import HTTP

extension XCTestCase {
    /// Feeds `text` in one piece and drains every complete request.
    func parse(_ text: String, limits: RequestLimits = RequestLimits(),
               admit: (@Sendable (Request) -> Admission)? = nil) throws(HTTPError) -> [Request] {
        var parser = RequestParser(limits: limits, admit: admit)
        parser.append(Array(text.utf8))
        return try drain(&parser)
    }

    func drain(_ parser: inout RequestParser) throws(HTTPError) -> [Request] {
        var requests: [Request] = []
        while let request = try parser.next() { requests.append(request) }
        return requests
    }

    /// The one request in `text`, failing the test when there is not exactly one.
    func parseOne(_ text: String, limits: RequestLimits = RequestLimits(),
                  file: StaticString = #filePath, line: UInt = #line) -> Request? {
        do {
            let requests = try parse(text, limits: limits)
            XCTAssertEqual(requests.count, 1, file: file, line: line)
            return requests.first
        } catch {
            XCTFail("rejected with \(error)", file: file, line: line)
            return nil
        }
    }

    func assertRejects(_ text: String, with expected: HTTPError, limits: RequestLimits = RequestLimits(),
                       file: StaticString = #filePath, line: UInt = #line) {
        do {
            let requests = try parse(text, limits: limits)
            XCTFail("accepted \(requests.count) request(s), expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error, expected, file: file, line: line)
        }
    }

    /// The error of feeding `text` without draining past it; nil when none was thrown.
    func error(feeding text: String, limits: RequestLimits = RequestLimits()) -> HTTPError? {
        var parser = RequestParser(limits: limits)
        parser.append(Array(text.utf8))
        do {
            _ = try drain(&parser)
            return nil
        } catch {
            return error
        }
    }
}
