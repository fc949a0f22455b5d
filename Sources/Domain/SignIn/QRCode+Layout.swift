/// The fixed patterns (§6.3) and where the codewords go among them (§7.7.3).
extension QRCode {
    mutating func drawFunctionPatterns() {
        // Timing patterns (§6.3.5), drawn first so the finders overwrite their ends.
        for index in 0..<size {
            setFunction(6, index, index % 2 == 0)
            setFunction(index, 6, index % 2 == 0)
        }
        for (x, y) in [(3, 3), (size - 4, 3), (3, size - 4)] { drawFinder(centerX: x, centerY: y) }
        let positions = alignmentPositions
        for (i, x) in positions.enumerated() {
            for (j, y) in positions.enumerated() {
                // The three corners taken by finders get no alignment pattern.
                let corner = (i == 0 && j == 0) || (i == 0 && j == positions.count - 1) || (i == positions.count - 1 && j == 0)
                if !corner { drawAlignment(centerX: x, centerY: y) }
            }
        }
        // Reserved now, filled once the mask is known.
        drawFormatBits(mask: 0)
        drawVersionBits()
    }

    /// A finder (7×7) with its light separator, clipped at the edges.
    private mutating func drawFinder(centerX: Int, centerY: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let (x, y) = (centerX + dx, centerY + dy)
                guard (0..<size).contains(x), (0..<size).contains(y) else { continue }
                let distance = max(abs(dx), abs(dy))
                setFunction(x, y, distance != 2 && distance != 4)
            }
        }
    }

    private mutating func drawAlignment(centerX: Int, centerY: Int) {
        for dy in -2...2 {
            for dx in -2...2 { setFunction(centerX + dx, centerY + dy, max(abs(dx), abs(dy)) != 1) }
        }
    }

    /// Annex E's table, as its rule: evenly spaced from the far side back towards 6.
    var alignmentPositions: [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (size - 13 + count * 2 - 3) / (count * 2 - 2) * 2
        var positions = [6]
        var position = size - 7
        while positions.count < count {
            positions.insert(position, at: 1)
            position -= step
        }
        return positions
    }

    /// Level M (bits 00) and the mask, with their BCH(15,5) check bits, XORed with 0x5412 (§7.9).
    mutating func drawFormatBits(mask: Int) {
        let data = mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        let bits = ((data << 10) | remainder) ^ 0x5412
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 == 1 }
        for index in 0...5 { setFunction(8, index, bit(index)) }
        setFunction(8, 7, bit(6))
        setFunction(8, 8, bit(7))
        setFunction(7, 8, bit(8))
        for index in 9..<15 { setFunction(14 - index, 8, bit(index)) }
        for index in 0..<8 { setFunction(size - 1 - index, 8, bit(index)) }
        for index in 8..<15 { setFunction(8, size - 15 + index, bit(index)) }
        // The one module always dark (§7.9.1).
        setFunction(8, size - 8, true)
    }

    /// From version 7: the version with its BCH(18,6) check bits, twice (§7.10).
    private mutating func drawVersionBits() {
        guard version >= 7 else { return }
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        let bits = (version << 12) | remainder
        for index in 0..<18 {
            let dark = (bits >> index) & 1 == 1
            let (a, b) = (size - 11 + index % 3, index / 3)
            setFunction(a, b, dark)
            setFunction(b, a, dark)
        }
    }

    /// The zigzag of §7.7.3: two columns at a time from the right, up then down, skipping the
    /// vertical timing column. Remainder bits stay light.
    mutating func drawCodewords(_ codewords: [UInt8]) {
        var bitIndex = 0
        var right = size - 1
        while right >= 1 {
            if right == 6 { right = 5 }
            for vertical in 0..<size {
                for column in 0..<2 {
                    let x = right - column
                    let upward = (right + 1) & 2 == 0
                    let y = upward ? size - 1 - vertical : vertical
                    guard !isFunctionModule(x, y), bitIndex < codewords.count * 8 else { continue }
                    set(x, y, (codewords[bitIndex >> 3] >> (7 - UInt8(bitIndex & 7))) & 1 == 1)
                    bitIndex += 1
                }
            }
            right -= 2
        }
    }
}
