/// Writes CBOR (RFC 8949) for tests that play an authenticator: the items WebAuthn uses, in
/// definite lengths, as CTAP2's canonical form has them.
public indirect enum CBORItem {
    case int(Int)
    case bytes([UInt8])
    case text(String)
    case array([CBORItem])
    case map([(CBORItem, CBORItem)])

    public var encoded: [UInt8] {
        switch self {
        case .int(let value) where value >= 0: Self.head(0, UInt64(value))
        case .int(let value): Self.head(1, UInt64(-1 - value))
        case .bytes(let bytes): Self.head(2, UInt64(bytes.count)) + bytes
        case .text(let text): Self.head(3, UInt64(text.utf8.count)) + Array(text.utf8)
        case .array(let items): Self.head(4, UInt64(items.count)) + items.flatMap(\.encoded)
        case .map(let pairs): Self.head(5, UInt64(pairs.count)) + pairs.flatMap { $0.0.encoded + $0.1.encoded }
        }
    }

    /// The major type and its argument in the fewest bytes.
    public static func head(_ major: UInt8, _ argument: UInt64) -> [UInt8] {
        let type = major << 5
        switch argument {
        case 0..<24: return [type | UInt8(argument)]
        case 24..<256: return [type | 24, UInt8(argument)]
        case 256..<65_536: return [type | 25] + bytes(argument, 2)
        case 65_536..<4_294_967_296: return [type | 26] + bytes(argument, 4)
        default: return [type | 27] + bytes(argument, 8)
        }
    }

    private static func bytes(_ value: UInt64, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * UInt64(count - 1 - $0))) }
    }
}
