/// One CBOR data item (RFC 8949), as WebAuthn's authenticators write them: attestation objects
/// and COSE keys. Floats are kept as their kind only: nothing WebAuthn needs is one.
public indirect enum CBORValue: Sendable, Equatable {
    case unsigned(UInt64)
    /// −1 − n, kept as n so every value of major type 1 fits.
    case negative(UInt64)
    case bytes([UInt8])
    case text(String)
    case array([CBORValue])
    /// Pairs in the order written: keys of any kind, as COSE uses integers.
    case map([(CBORValue, CBORValue)])
    case tagged(UInt64, CBORValue)
    case bool(Bool)
    case null
    case undefined
    case float

    /// The integer, when it is one that fits an `Int`.
    public var integer: Int? {
        switch self {
        case .unsigned(let value): value <= UInt64(Int.max) ? Int(value) : nil
        case .negative(let value): value < UInt64(Int.max) ? -1 - Int(value) : nil
        default: nil
        }
    }

    public var byteString: [UInt8]? {
        if case .bytes(let bytes) = self { bytes } else { nil }
    }

    public var textString: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The value under `key` in a map, nil for anything else.
    public subscript(key: CBORValue) -> CBORValue? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    public subscript(key: Int) -> CBORValue? {
        self[key >= 0 ? .unsigned(UInt64(key)) : .negative(UInt64(-1 - key))]
    }

    public subscript(key: String) -> CBORValue? { self[.text(key)] }

    public static func == (lhs: CBORValue, rhs: CBORValue) -> Bool {
        switch (lhs, rhs) {
        case (.unsigned(let a), .unsigned(let b)), (.negative(let a), .negative(let b)): a == b
        case (.bytes(let a), .bytes(let b)): a == b
        case (.text(let a), .text(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.map(let a), .map(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.tagged(let a, let x), .tagged(let b, let y)): a == b && x == y
        case (.bool(let a), .bool(let b)): a == b
        case (.null, .null), (.undefined, .undefined), (.float, .float): true
        default: false
        }
    }
}
