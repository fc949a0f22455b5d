import XCTest
@testable import Domain

/// `--auth-proxy-from`'s blocks: which peers may vouch for a member.
final class NetworkRangeTests: XCTestCase {
    func testIPv4Blocks() throws {
        let block = try XCTUnwrap(NetworkRange("10.0.0.0/8"))
        XCTAssertTrue(block.contains("10.200.3.4"))
        XCTAssertFalse(block.contains("11.0.0.1"))
        XCTAssertTrue(block.contains("::ffff:10.1.2.3"), "an IPv4 peer on a dual-stack socket")
        XCTAssertEqual(NetworkRange("192.168.7.9/24")?.description, "192.168.7.0/24", "host bits cleared")
        let one = try XCTUnwrap(NetworkRange("192.0.2.7"))
        XCTAssertTrue(one.contains("192.0.2.7"))
        XCTAssertFalse(one.contains("192.0.2.8"))
        XCTAssertTrue(try XCTUnwrap(NetworkRange("0.0.0.0/0")).contains("203.0.113.9"))
        XCTAssertTrue(try XCTUnwrap(NetworkRange("172.16.0.0/12")).contains("172.31.255.255"))
        XCTAssertFalse(try XCTUnwrap(NetworkRange("172.16.0.0/12")).contains("172.32.0.0"))
    }

    func testIPv6Blocks() throws {
        let loopback = try XCTUnwrap(NetworkRange("::1"))
        XCTAssertTrue(loopback.contains("::1"))
        XCTAssertTrue(loopback.contains("0:0:0:0:0:0:0:1"))
        XCTAssertFalse(loopback.contains("::2"))
        XCTAssertFalse(loopback.contains("127.0.0.1"), "no family crosses over")
        let ula = try XCTUnwrap(NetworkRange("fd00::/8"))
        XCTAssertTrue(ula.contains("fd12:3456:789a::1"))
        XCTAssertFalse(ula.contains("fe80::1"))
        XCTAssertTrue(try XCTUnwrap(NetworkRange("2001:db8::/32")).contains("2001:DB8:0:1::ffff"))
    }

    func testNonsenseIsRefused() {
        for text in ["", "10.0.0.0/33", "10.0.0/8", "10.0.0.256", "::1/129", "1::2::3", "fd00::/x", "example.org", "10.0.0.0/-1",
                     "1:2:3:4:5:6:7:8:9", "12345::1", "10.0.0.0/ 8"] {
            XCTAssertNil(NetworkRange(text), text)
        }
        XCTAssertFalse(NetworkRange("10.0.0.0/8")!.contains("not an address"))
    }
}
