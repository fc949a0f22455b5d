/// IPv4 dotted quads and IPv6 text (RFC 4291 §2.2: `::` for a run of zero groups, a dotted
/// quad in the last 32 bits) read into bytes, as `inet_pton` would, without the C library.
public enum IPAddress {
    /// 4 bytes for IPv4 (and for an IPv4-mapped IPv6 address), 16 for IPv6; nil otherwise.
    public static func bytes(_ text: some StringProtocol) -> [UInt8]? {
        if let v4 = ipv4(Substring(text)) { return v4 }
        guard let v6 = ipv6(Substring(text)) else { return nil }
        // ::ffff:a.b.c.d is how a dual-stack socket shows an IPv4 peer.
        if v6[0..<10].allSatisfy({ $0 == 0 }) && v6[10] == 0xFF && v6[11] == 0xFF { return Array(v6[12...]) }
        return v6
    }

    public static func text(_ bytes: [UInt8]) -> String {
        if bytes.count == 4 { return bytes.map { String($0) }.joined(separator: ".") }
        return stride(from: 0, to: bytes.count, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(separator: ":")
    }

    private static func ipv4(_ text: Substring) -> [UInt8]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var bytes: [UInt8] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                  let value = BoundedNumber.integer(part, in: UInt8.min...UInt8.max) else { return nil }
            bytes.append(value)
        }
        return bytes
    }

    private static func ipv6(_ text: Substring) -> [UInt8]? {
        guard let gap = text.firstRange(of: "::") else { return groups(text).flatMap { $0.count == 16 ? $0 : nil } }
        let (before, after) = (text[..<gap.lowerBound], text[gap.upperBound...])
        guard !after.contains("::"), let head = groups(before), let tail = groups(after), head.count + tail.count <= 14 else { return nil }
        return head + Array(repeating: 0, count: 16 - head.count - tail.count) + tail
    }

    /// Colon-separated hexadecimal groups, the last of which may be a dotted quad.
    private static func groups(_ text: Substring) -> [UInt8]? {
        guard !text.isEmpty else { return [] }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        var bytes: [UInt8] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1, part.contains("."), let v4 = ipv4(part) {
                bytes += v4
                continue
            }
            guard (1...4).contains(part.count), part.allSatisfy(\.isHexDigit), part.allSatisfy(\.isASCII),
                  let value = BoundedNumber.integer(part, radix: 16, in: UInt16.min...UInt16.max) else { return nil }
            bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
        }
        return bytes
    }
}
