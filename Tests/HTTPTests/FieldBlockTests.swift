@testable import HTTP
import XCTest

/// Fields many responses share (`FieldBlock`) read, change and go on the wire exactly as the
/// same fields added one by one would.
final class FieldBlockTests: XCTestCase {
    private let block = FieldBlock(["X-Frame-Options": "DENY", "Referrer-Policy": "same-origin"])

    /// `X-A`, the block, then `X-B`, and the same fields added one by one.
    private func shared() -> (shared: HTTPHeaders, flat: HTTPHeaders) {
        var shared: HTTPHeaders = ["X-A": "1"]
        shared.add(contentsOf: HTTPHeaders(block))
        shared.add("X-B", "2")
        let flat: HTTPHeaders = ["X-A": "1", "X-Frame-Options": "DENY", "Referrer-Policy": "same-origin", "X-B": "2"]
        return (shared, flat)
    }

    private func names(_ headers: HTTPHeaders) -> [String] { headers.map(\.name) }

    func testTheBlocksFieldsReadInTheirPlace() {
        let (shared, flat) = shared()
        XCTAssertEqual(shared, flat)
        XCTAssertEqual(names(shared), ["X-A", "X-Frame-Options", "Referrer-Policy", "X-B"])
        XCTAssertEqual(shared.count, 4)
        XCTAssertEqual(shared["x-frame-options"], "DENY")
        XCTAssertEqual(shared.values(for: "Referrer-Policy"), ["same-origin"])
        var seen: [String] = []
        shared.forEachField { name, _ in seen.append(name) }
        XCTAssertEqual(seen, names(flat))
    }

    func testChangingFieldsAroundOrInsideTheBlockKeepsTheOrder() {
        var (shared, flat) = shared()
        shared.remove("X-A")
        flat.remove("X-A")
        XCTAssertEqual(shared, flat, "a field before the block removed, the block still after the rest")
        shared.add("X-C", "3")
        XCTAssertEqual(names(shared), ["X-Frame-Options", "Referrer-Policy", "X-B", "X-C"])
        shared.set("X-Frame-Options", "SAMEORIGIN")
        XCTAssertEqual(names(shared), ["Referrer-Policy", "X-B", "X-C", "X-Frame-Options"])
        XCTAssertEqual(shared["X-Frame-Options"], "SAMEORIGIN")
        XCTAssertEqual(shared.count, 4)
    }

    func testVaryInsideTheBlockGrowsThere() {
        var headers: HTTPHeaders = ["X-A": "1"]
        headers.add(contentsOf: HTTPHeaders(FieldBlock(["Vary": "Cookie"])))
        headers.addVary("Accept-Encoding")
        XCTAssertEqual(headers, ["X-A": "1", "Vary": "Cookie, Accept-Encoding"])
    }

    func testASecondBlockIsAddedAsFields() {
        var (shared, flat) = shared()
        shared.add(contentsOf: HTTPHeaders(FieldBlock(["X-D": "4"])))
        flat.add("X-D", "4")
        XCTAssertEqual(shared, flat)
    }

    func testTheWireIsTheSameAsForFieldsAddedOneByOne() {
        let (shared, flat) = shared()
        XCTAssertEqual(wire(Response(headers: shared)), wire(Response(headers: flat)))
        XCTAssertEqual(wire(Response(headers: HTTPHeaders(block))), "HTTP/1.1 200 OK\r\nX-Frame-Options: DENY\r\n"
            + "Referrer-Policy: same-origin\r\nDate: D\r\nContent-Length: 0\r\n\r\n")
    }

    func testNoFieldOfABlockCanStartAnother() {
        let evil = FieldBlock(["X-Evil\r\n": "a\r\nSet-Cookie: b\0"])
        XCTAssertEqual(wire(Response(headers: HTTPHeaders(evil))),
                       "HTTP/1.1 200 OK\r\nX-Evil: aSet-Cookie: b\r\nDate: D\r\nContent-Length: 0\r\n\r\n")
    }

    private func wire(_ response: Response) -> String {
        var output = OutputQueue()
        ResponseSerializer.write(response, date: "D", keepAlive: true, version: .http1_1, isHead: false, into: &output)
        var bytes: [UInt8] = []
        _ = output.write { vectors in
            for vector in vectors { bytes.append(contentsOf: UnsafeRawBufferPointer(start: vector.iov_base, count: vector.iov_len)) }
            return vectors.reduce(0) { $0 + $1.iov_len }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
