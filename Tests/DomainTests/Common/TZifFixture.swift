import Foundation
import XCTest

/// TZif bytes for tests: the real files under /usr/share/zoneinfo, or hand-built ones.
enum TZifFixture {
    static let zoneinfo = "/usr/share/zoneinfo"

    /// A real zone file; fails the test with a clear message when tzdata is not installed.
    static func file(_ name: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: zoneinfo + "/" + name) else {
            XCTFail("\(zoneinfo)/\(name) is missing: these tests need the tzdata package (apt-get install tzdata)")
            throw CocoaError(.fileNoSuchFile)
        }
        return [UInt8](data)
    }

    /// A version 2 file: an empty version 1 block, then the given transitions, one local time
    /// type per offset, and the footer.
    static func make(times: [Int64] = [], typeIndices: [UInt8] = [], offsets: [Int32] = [0],
                     footer: String, version: Character = "2", magic: String = "TZif") -> [UInt8] {
        let version1 = header(magic: magic, version: version, timecnt: 0, typecnt: 1) + local(0) + [0]
        var data = times.flatMap { bigEndian($0, size: 8) } + typeIndices
        data += offsets.flatMap(local) + [0]
        return version1 + header(magic: magic, version: version, timecnt: times.count, typecnt: offsets.count)
            + data + Array("\n\(footer)\n".utf8)
    }

    /// A header with the given counts, one designation byte and no leap seconds or indicators.
    static func header(magic: String = "TZif", version: Character = "2", timecnt: Int, typecnt: Int) -> [UInt8] {
        Array(magic.utf8) + [version.asciiValue!] + [UInt8](repeating: 0, count: 15)
            + [0, 0, 0, timecnt, typecnt, 1].flatMap { bigEndian(Int64($0), size: 4) }
    }

    private static func local(_ offset: Int32) -> [UInt8] {
        bigEndian(Int64(offset), size: 4) + [0, 0]
    }

    private static func bigEndian(_ value: Int64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * Int64($0))) }
    }
}
