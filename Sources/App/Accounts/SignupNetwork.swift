import Crypto
import Glibc

/// Where a sign-up comes from, as the limit on sign-ups counts it (issue 35): an IPv4 address
/// whole, an IPv6 address by its first 64 bits, the block one subscriber is given (else one
/// visitor would have 2⁶⁴ addresses to sign up from). Kept as a SHA-256, so the table that
/// counts sign-ups names no visitor's address outright.
enum SignupNetwork {
    static func key(of address: String) -> String {
        SHA256.hex(Array(network(of: address).utf8))
    }

    /// `198.51.100.7`, or `2001:db8:0:1::/64`.
    static func network(of address: String) -> String {
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address, &v6) == 1 else { return address }
        let bytes = withUnsafeBytes(of: &v6) { Array($0) }
        // ::ffff:a.b.c.d, as a dual-stack socket reports an IPv4 client, is that IPv4 address.
        if bytes.prefix(10).allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
            return bytes[12...].map { String($0) }.joined(separator: ".")
        }
        return stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":") + "::/64"
    }
}
