/// The bit stream (§7.4), its Reed–Solomon check codewords (§7.5) and their interleaving (§7.6).
extension QRCode {
    /// Table 9's row for level M: check codewords per block, and blocks, by version (index 0 unused).
    private static let checkCodewordsPerBlock = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
                                                 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28]
    private static let blockCounts = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
                                      17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49]

    /// Modules left for codewords once the fixed patterns are placed (remainder bits included).
    static func rawDataModules(version: Int) -> Int {
        var modules = (16 * version + 128) * version + 64
        if version >= 2 {
            let alignments = version / 7 + 2
            modules -= (25 * alignments - 10) * alignments - 55
            if version >= 7 { modules -= 36 }
        }
        return modules
    }

    static func dataCodewordCount(version: Int) -> Int {
        rawDataModules(version: version) / 8 - checkCodewordsPerBlock[version] * blockCounts[version]
    }

    /// Mode 0100 (byte), the count, the bytes, a terminator of up to four zeros, zeros to a
    /// byte boundary, then the pad bytes 0xEC 0x11 in turn (§7.4.10).
    static func dataCodewords(_ bytes: [UInt8], version: Int) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, _ count: Int) {
            for index in stride(from: count - 1, through: 0, by: -1) { bits.append((value >> index) & 1 == 1) }
        }
        append(0b0100, 4)
        append(bytes.count, version < 10 ? 8 : 16)
        for byte in bytes { append(Int(byte), 8) }
        let capacity = dataCodewordCount(version: version) * 8
        append(0, min(4, capacity - bits.count))
        append(0, (8 - bits.count % 8) % 8)
        var codewords = stride(from: 0, to: bits.count, by: 8).map { start in
            bits[start..<start + 8].reduce(UInt8(0)) { ($0 << 1) | ($1 ? 1 : 0) }
        }
        var pad: UInt8 = 0xEC
        while codewords.count < capacity / 8 {
            codewords.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return codewords
    }

    /// The data split into blocks (the short ones first), each followed by its check codewords,
    /// then read across the blocks a codeword at a time.
    static func interleavedCodewords(_ data: [UInt8], version: Int) -> [UInt8] {
        let blockCount = blockCounts[version]
        let checkLength = checkCodewordsPerBlock[version]
        let rawCodewords = rawDataModules(version: version) / 8
        let shortBlocks = blockCount - rawCodewords % blockCount
        let shortLength = rawCodewords / blockCount - checkLength
        let divisor = ReedSolomon.divisor(degree: checkLength)
        var blocks: [[UInt8]] = []
        var start = 0
        for index in 0..<blockCount {
            let length = shortLength + (index < shortBlocks ? 0 : 1)
            let block = Array(data[start..<start + length])
            start += length
            blocks.append(block)
        }
        let checks = blocks.map { ReedSolomon.remainder($0, divisor: divisor) }
        var output: [UInt8] = []
        for index in 0...shortLength {
            for block in blocks where index < block.count { output.append(block[index]) }
        }
        for index in 0..<checkLength {
            for check in checks { output.append(check[index]) }
        }
        return output
    }
}
