import Foundation
import XCTest
@testable import HTTP

/// The access log's lines as they are buffered, before the loop writes them out.
final class AccessLogTests: XCTestCase {
    private func line(_ format: AccessLogFormat, path: String, microseconds: Int = 1_234) -> String {
        var log = AccessLog(enabled: true, format: format)
        var request = Request(method: .get, target: path + "?password=secret")
        request.id = "1-a"
        log.record(time: "2026-11-23T10:00:00Z", request: request, status: 200, bytes: 512, microseconds: microseconds)
        return String(decoding: log.buffer, as: UTF8.self)
    }

    func testTheTextLineIsUnchanged() {
        XCTAssertEqual(line(.text, path: "/workouts"), "2026-11-23T10:00:00Z GET /workouts 200 512 1234us 1-a\n")
        XCTAssertEqual(line(.text, path: "/a b\u{1B}", microseconds: 0), "2026-11-23T10:00:00Z GET /a?b? 200 512 0us 1-a\n")
    }

    func testAJSONLineIsOneObjectWithEveryField() throws {
        let text = line(.json, path: "/workouts", microseconds: 2_000_345)
        XCTAssertTrue(text.hasSuffix("}\n") && text.filter { $0 == "\n" }.count == 1, text)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["time"] as? String, "2026-11-23T10:00:00Z")
        XCTAssertEqual(object["method"] as? String, "GET")
        XCTAssertEqual(object["path"] as? String, "/workouts", "the path without its query")
        XCTAssertEqual(object["status"] as? Int, 200)
        XCTAssertEqual(object["bytes"] as? Int, 512)
        XCTAssertEqual(try XCTUnwrap(object["duration"] as? Double), 2.000345, accuracy: 1e-9)
        XCTAssertEqual(object["request_id"] as? String, "1-a")
        XCTAssertEqual(line(.json, path: "/").components(separatedBy: #""duration":"#)[1].prefix(8), "0.001234")
        XCTAssertEqual(line(.json, path: "/", microseconds: 0).components(separatedBy: #""duration":"#)[1].prefix(8), "0.000000")
    }

    func testAClientsPathCannotBreakTheJSONOrTheLine() throws {
        let path = "/a\"b\\c\nd\u{1B}[31m\u{7F}é"
        let text = line(.json, path: path)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, text)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7F }, "no raw escape or DEL")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        XCTAssertEqual(object["path"] as? String, path)
    }

    func testBytesThatNeverBecameARequestLogAsDashes() {
        var log = AccessLog(enabled: true, format: .text)
        log.record(time: "t", request: nil, status: 400, bytes: 90, microseconds: 7)
        XCTAssertEqual(String(decoding: log.buffer, as: UTF8.self), "t - - 400 90 7us \n")
    }

    func testNothingIsBufferedWhenTheLogIsOff() {
        var log = AccessLog(enabled: false, format: .json)
        log.record(time: "t", request: Request(method: .get, target: "/"), status: 200, bytes: 1, microseconds: 1)
        XCTAssertTrue(log.buffer.isEmpty)
    }
}
