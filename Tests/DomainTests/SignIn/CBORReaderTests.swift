import XCTest
@testable import Domain

/// RFC 8949 Appendix A's examples that WebAuthn's subset uses, and the malformed inputs a
/// browser could pass on.
final class CBORReaderTests: XCTestCase {
    private func value(_ hex: String) throws -> CBORValue {
        try CBORReader.value(of: bytes(hex))
    }

    private func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).map { BoundedNumber.integer(String(decoding: digits[$0..<$0 + 2], as: UTF8.self), radix: 16, in: UInt8.min...UInt8.max)! }
    }

    func testAppendixAIntegers() throws {
        XCTAssertEqual(try value("00"), .unsigned(0))
        XCTAssertEqual(try value("17"), .unsigned(23))
        XCTAssertEqual(try value("1818"), .unsigned(24))
        XCTAssertEqual(try value("1903e8"), .unsigned(1000))
        XCTAssertEqual(try value("1a000f4240"), .unsigned(1_000_000))
        XCTAssertEqual(try value("1bffffffffffffffff"), .unsigned(UInt64.max))
        XCTAssertEqual(try value("20").integer, -1)
        XCTAssertEqual(try value("3863").integer, -100)
        XCTAssertEqual(try value("390100").integer, -257)
        XCTAssertEqual(try value("3bffffffffffffffff"), .negative(UInt64.max))
        XCTAssertNil(try value("3bffffffffffffffff").integer, "−2⁶⁴ fits no Int")
    }

    func testAppendixAStringsArraysAndMaps() throws {
        XCTAssertEqual(try value("4401020304"), .bytes([1, 2, 3, 4]))
        XCTAssertEqual(try value("6449455446"), .text("IETF"))
        XCTAssertEqual(try value("62c3bc"), .text("ü"))
        XCTAssertEqual(try value("83010203"), .array([.unsigned(1), .unsigned(2), .unsigned(3)]))
        XCTAssertEqual(try value("a201020304"), .map([(.unsigned(1), .unsigned(2)), (.unsigned(3), .unsigned(4))]))
        let map = try value("a26161016162820203")
        XCTAssertEqual(map["a"], .unsigned(1))
        XCTAssertEqual(map["b"], .array([.unsigned(2), .unsigned(3)]))
        XCTAssertEqual(try value("f4"), .bool(false))
        XCTAssertEqual(try value("f5"), .bool(true))
        XCTAssertEqual(try value("f6"), .null)
        XCTAssertEqual(try value("c074323031332d30332d32315432303a30343a30305a"), .tagged(0, .text("2013-03-21T20:04:00Z")))
        XCTAssertEqual(try value("fb3ff199999999999a"), .float)
    }

    func testTheReaderSaysWhereAnItemEnds() throws {
        var reader = CBORReader(bytes("a1010241ff"))
        XCTAssertEqual(try reader.read(), .map([(.unsigned(1), .unsigned(2))]))
        XCTAssertEqual(reader.offset, 3)
        XCTAssertEqual(try reader.read(), .bytes([0xFF]))
    }

    func testMalformedInputIsRefusedNotTrusted() {
        let cases: [(String, CBORReader.Failure)] = [
            ("", .truncated), ("18", .truncated), ("4401", .truncated), ("62c3", .truncated),
            ("5bffffffffffffffff", .truncated), ("9bffffffffffffffff", .truncated), ("bbffffffffffffffff", .truncated),
            ("5f", .indefiniteLength), ("9f", .indefiniteLength), ("1c", .reservedAdditionalInfo(28)),
            ("62c328", .badTextEncoding), ("0000", .truncated),
            (String(repeating: "81", count: 20) + "00", .tooDeep),
        ]
        for (hex, failure) in cases {
            XCTAssertThrowsError(try value(hex), hex) { XCTAssertEqual($0 as? CBORReader.Failure, failure, hex) }
        }
    }
}
