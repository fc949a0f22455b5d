/// A QR code (ISO/IEC 18004:2015, Model 2) of some bytes, in byte mode at error-correction level
/// M, the smallest version they fit and the mask with the lowest penalty: what an authenticator
/// app scans from the two-factor page. Drawn by us (`svg`), so the secret never leaves the server.
public struct QRCode: Sendable, Equatable {
    /// Modules per side: 21 for version 1, 4 more for each version after.
    public let size: Int
    public let version: Int
    public private(set) var mask = 0
    /// Row by row, `true` for a dark module.
    public private(set) var modules: [Bool]
    /// Which modules are finder, timing, alignment, format or version patterns: the mask skips them.
    private var isFunction: [Bool]

    public struct TooLong: Error, Equatable, CustomStringConvertible {
        public let byteCount: Int
        public var description: String { "\(byteCount) bytes do not fit in a QR code at level M (at most \(QRCode.capacity(version: 40)))" }
    }

    public init(bytes: [UInt8]) throws(TooLong) {
        guard let version = (1...40).first(where: { QRCode.capacity(version: $0) >= bytes.count }) else {
            throw TooLong(byteCount: bytes.count)
        }
        self.version = version
        size = version * 4 + 17
        modules = Array(repeating: false, count: size * size)
        isFunction = modules
        drawFunctionPatterns()
        drawCodewords(Self.interleavedCodewords(Self.dataCodewords(bytes, version: version), version: version))
        // §7.8.3: every mask is tried and the one with the lowest penalty kept.
        var best = (mask: 0, penalty: Int.max)
        for candidate in 0..<8 {
            applyMask(candidate)
            drawFormatBits(mask: candidate)
            let penalty = penaltyScore()
            if penalty < best.penalty { best = (candidate, penalty) }
            applyMask(candidate)
        }
        mask = best.mask
        applyMask(mask)
        drawFormatBits(mask: mask)
    }

    public subscript(x: Int, y: Int) -> Bool { modules[y * size + x] }

    /// The most bytes a version holds in byte mode at level M.
    static func capacity(version: Int) -> Int {
        let countBits = version < 10 ? 8 : 16
        return (dataCodewordCount(version: version) * 8 - 4 - countBits) / 8
    }

    mutating func setFunction(_ x: Int, _ y: Int, _ dark: Bool) {
        modules[y * size + x] = dark
        isFunction[y * size + x] = true
    }

    func isFunctionModule(_ x: Int, _ y: Int) -> Bool { isFunction[y * size + x] }

    mutating func flip(_ x: Int, _ y: Int) { modules[y * size + x].toggle() }

    mutating func set(_ x: Int, _ y: Int, _ dark: Bool) { modules[y * size + x] = dark }
}
