import Foundation
import XCTest
@testable import Domain

/// The QR encoder, checked the way a phone checks it: decoded by ZXing (the `zxing-cpp` Python
/// package, `pip install zxing-cpp numpy`), which must read back the very bytes encoded.
final class QRCodeTests: XCTestCase {
    func testTheSmallestVersionThatHoldsTheBytesIsChosen() throws {
        // Level M's byte capacities (ISO/IEC 18004 Table 7): 14, 26, 42 … 2331.
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 65, count: 14)).version, 1)
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 65, count: 15)).version, 2)
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 65, count: 42)).version, 3)
        XCTAssertEqual(try QRCode(bytes: Array(repeating: 65, count: 2331)).version, 40)
        XCTAssertThrowsError(try QRCode(bytes: Array(repeating: 65, count: 2332))) { error in
            XCTAssertEqual(error as? QRCode.TooLong, QRCode.TooLong(byteCount: 2332))
        }
    }

    func testTheFixedPatternsAreWhereTheStandardPutsThem() throws {
        let code = try QRCode(bytes: Array("otpauth://totp/x".utf8))
        XCTAssertEqual(code.size, 25)
        // The finder's dark ring, light ring and dark core along its middle row.
        XCTAssertEqual((0..<7).map { code[$0, 3] }, [true, false, true, true, true, false, true])
        XCTAssertFalse(code[7, 3], "separator")
        XCTAssertEqual((8..<17).map { code[$0, 6] }, [true, false, true, false, true, false, true, false, true], "timing row: dark on even columns")
        XCTAssertTrue(code[8, code.size - 8], "the dark module")
        XCTAssertTrue(code[18, 18], "version 2's alignment centre")
    }

    func testTheSVGDrawsEveryDarkModuleOnce() throws {
        let code = try QRCode(bytes: Array("hello".utf8))
        let svg = code.svg
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 29 29\""))
        let widths = svg.matches(of: /h(\d+)v1/).map { Int($0.1)! }
        XCTAssertEqual(widths.reduce(0, +), code.modules.filter { $0 }.count)
    }

    func testZXingReadsBackWhatWasEncoded() throws {
        try requireZXing()
        let texts = [
            "hello",
            "otpauth://totp/Lifting%20Log:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Lifting%20Log",
            "otpauth://totp/Lifting%20Log:" + String(repeating: "a", count: 150) + "%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Lifting%20Log",
            String(repeating: "0123456789abcdef", count: 40),
            "Ünïcödé bytes ✓",
        ]
        for text in texts {
            let code = try QRCode(bytes: Array(text.utf8))
            XCTAssertEqual(try decoded(code), text, "version \(code.version), mask \(code.mask)")
        }
    }

    /// Every mask, not just the one the penalty picked, must give a code that reads.
    func testEveryMaskReads() throws {
        try requireZXing()
        var seen = Set<Int>()
        for length in 1...60 {
            let code = try QRCode(bytes: Array(String(repeating: "x", count: length).utf8))
            guard seen.insert(code.mask).inserted else { continue }
            XCTAssertEqual(try decoded(code), String(repeating: "x", count: length))
        }
        XCTAssertGreaterThan(seen.count, 3, "the penalty picks different masks for different contents")
    }

    /// Skips the test where the reader is missing (contrib/test installs it), checked before any
    /// assertion: a skip thrown inside one is reported as a failure.
    private func requireZXing() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import numpy, zxingcpp"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        try XCTSkipIf(probe.terminationStatus != 0, "python3 with numpy and zxing-cpp is not installed")
    }

    private func decoded(_ code: QRCode) throws -> String {
        let script = """
            import sys, numpy, zxingcpp
            rows = [line.strip() for line in sys.stdin if line.strip()]
            n = len(rows); scale = 4; quiet = 4
            image = numpy.full(((n + 2 * quiet) * scale, (n + 2 * quiet) * scale), 255, dtype=numpy.uint8)
            for y, row in enumerate(rows):
                for x, c in enumerate(row):
                    if c == '1':
                        image[(y + quiet) * scale:(y + quiet + 1) * scale, (x + quiet) * scale:(x + quiet + 1) * scale] = 0
            found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
            sys.stdout.buffer.write(found[0].bytes if found else b'<nothing read>')
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let rows = (0..<code.size).map { y in String((0..<code.size).map { code[$0, y] ? "1" : "0" }) }
        input.fileHandleForWriting.write(Data(rows.joined(separator: "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
