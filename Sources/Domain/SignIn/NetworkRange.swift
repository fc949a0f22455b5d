/// A block of addresses in CIDR notation (RFC 4632 §3.1, RFC 4291 §2.3): `10.0.0.0/8`,
/// `fd00::/8`, or one address alone (`::1`, `192.0.2.7`). Which peers may vouch for a member
/// with the trusted proxy's header (`--auth-proxy-from`).
public struct NetworkRange: Sendable, Equatable, CustomStringConvertible {
    /// 4 bytes for IPv4, 16 for IPv6.
    public let address: [UInt8]
    public let prefixLength: Int

    public var description: String { "\(IPAddress.text(address))/\(prefixLength)" }

    /// Nil for text that is not an address with an optional `/prefix` in its family's range.
    public init?(_ text: some StringProtocol) {
        let parts = String(text).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress.bytes(parts[0]) else { return nil }
        let bits = address.count * 8
        let prefix: Int
        if parts.count == 2 {
            guard !parts[1].isEmpty, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let length = BoundedNumber.integer(parts[1], in: 0...bits) else { return nil }
            prefix = length
        } else {
            prefix = bits
        }
        // The host bits are cleared, so `10.1.2.3/8` is the block `10.0.0.0/8`.
        self.address = address.enumerated().map { index, byte in byte & Self.maskByte(index: index, prefix: prefix) }
        prefixLength = prefix
    }

    /// Whether the peer's address (as the socket wrote it) is in the block. An IPv4 address
    /// seen on an IPv6 socket (`::ffff:10.1.2.3`) is the IPv4 address.
    public func contains(_ peer: String) -> Bool {
        guard let bytes = IPAddress.bytes(peer), bytes.count == address.count else { return false }
        return bytes.indices.allSatisfy { bytes[$0] & Self.maskByte(index: $0, prefix: prefixLength) == address[$0] }
    }

    private static func maskByte(index: Int, prefix: Int) -> UInt8 {
        let bits = min(8, max(0, prefix - index * 8))
        return bits == 0 ? 0 : UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
    }
}
