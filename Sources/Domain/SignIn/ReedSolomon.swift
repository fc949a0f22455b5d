/// Reed–Solomon check codewords over GF(2⁸) with the QR code's polynomial x⁸+x⁴+x³+x²+1
/// (0x11D) and generator roots 2⁰…2ⁿ⁻¹ (ISO/IEC 18004 §7.5.2).
enum ReedSolomon {
    /// The generator polynomial's coefficients, highest power first, its leading 1 left out.
    static func divisor(degree: Int) -> [UInt8] {
        var result = Array(repeating: UInt8(0), count: degree - 1) + [1]
        var root: UInt8 = 1
        for _ in 0..<degree {
            // Multiplied by (x − root), which is (x + root) in a field of characteristic 2.
            for index in 0..<result.count {
                result[index] = multiply(result[index], root)
                if index + 1 < result.count { result[index] ^= result[index + 1] }
            }
            root = multiply(root, 2)
        }
        return result
    }

    /// The remainder of the data (times xⁿ) divided by the generator: the check codewords.
    static func remainder(_ data: [UInt8], divisor: [UInt8]) -> [UInt8] {
        var result = Array(repeating: UInt8(0), count: divisor.count)
        for byte in data {
            let factor = byte ^ result.removeFirst()
            result.append(0)
            for index in 0..<divisor.count { result[index] ^= multiply(divisor[index], factor) }
        }
        return result
    }

    /// Carry-less multiplication reduced by 0x11D.
    static func multiply(_ x: UInt8, _ y: UInt8) -> UInt8 {
        var product = 0
        for bit in stride(from: 7, through: 0, by: -1) {
            product = (product << 1) ^ ((product >> 7) * 0x11D)
            product ^= Int((y >> UInt8(bit)) & 1) * Int(x)
        }
        return UInt8(product)
    }
}
