/// Reads CBOR (RFC 8949) from bytes an authenticator made and a browser passed on, so from
/// anyone: every length is checked against what is left before anything is allocated, nesting
/// is bounded, and indefinite lengths (which CTAP2's canonical form never uses) are refused.
public struct CBORReader {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case truncated, tooDeep, indefiniteLength, badTextEncoding, reservedAdditionalInfo(UInt8)

        public var description: String {
            switch self {
            case .truncated: "the CBOR data ends in the middle of an item"
            case .tooDeep: "the CBOR data nests deeper than \(CBORReader.depthLimit) levels"
            case .indefiniteLength: "the CBOR data uses an indefinite length, which authenticators never write"
            case .badTextEncoding: "a CBOR text string is not UTF-8"
            case .reservedAdditionalInfo(let value): "the CBOR data uses the reserved additional information \(value)"
            }
        }
    }

    public static let depthLimit = 16
    private let bytes: [UInt8]
    /// Where the next item starts: after `read()`, how many bytes the item took.
    public private(set) var offset: Int

    public init(_ bytes: some Collection<UInt8>, offset: Int = 0) {
        self.bytes = Array(bytes)
        self.offset = offset
    }

    /// One whole item, which must end exactly at the end of the bytes.
    public static func value(of bytes: some Collection<UInt8>) throws(Failure) -> CBORValue {
        var reader = CBORReader(bytes)
        let value = try reader.read()
        guard reader.offset == reader.bytes.count else { throw .truncated }
        return value
    }

    /// The next item; `offset` moves past it.
    public mutating func read() throws(Failure) -> CBORValue {
        try read(depth: 0)
    }

    private mutating func read(depth: Int) throws(Failure) -> CBORValue {
        guard depth < Self.depthLimit else { throw .tooDeep }
        let initial = try byte()
        let major = initial >> 5
        let argument = try argument(initial & 0x1F, major: major)
        switch major {
        case 0: return .unsigned(argument)
        case 1: return .negative(argument)
        case 2: return .bytes(try take(argument))
        case 3:
            guard let text = String(validating: try take(argument), as: UTF8.self) else { throw .badTextEncoding }
            return .text(text)
        case 4:
            // Each item takes at least one byte: a count past what is left cannot be right.
            guard argument <= UInt64(bytes.count - offset) else { throw .truncated }
            var items: [CBORValue] = []
            for _ in 0..<argument { items.append(try read(depth: depth + 1)) }
            return .array(items)
        case 5:
            guard argument <= UInt64(bytes.count - offset) / 2 else { throw .truncated }
            var pairs: [(CBORValue, CBORValue)] = []
            for _ in 0..<argument { pairs.append((try read(depth: depth + 1), try read(depth: depth + 1))) }
            return .map(pairs)
        case 6: return .tagged(argument, try read(depth: depth + 1))
        default: return simple(initial & 0x1F, argument)
        }
    }

    /// RFC 8949 §3: 0–23 is the value itself; 24–27 say it follows in 1, 2, 4 or 8 bytes.
    private mutating func argument(_ info: UInt8, major: UInt8) throws(Failure) -> UInt64 {
        switch info {
        case 0..<24: return UInt64(info)
        case 24...27:
            var value: UInt64 = 0
            for _ in 0..<(1 << (info - 24)) { value = value << 8 | UInt64(try byte()) }
            return value
        case 31: throw .indefiniteLength
        default: throw .reservedAdditionalInfo(info)
        }
    }

    /// Major type 7: false, true, null, undefined, other simple values and floats.
    private func simple(_ info: UInt8, _ argument: UInt64) -> CBORValue {
        switch info {
        case 20: .bool(false)
        case 21: .bool(true)
        case 22: .null
        case 25, 26, 27: .float
        default: .undefined
        }
    }

    private mutating func byte() throws(Failure) -> UInt8 {
        guard offset < bytes.count else { throw .truncated }
        defer { offset += 1 }
        return bytes[offset]
    }

    private mutating func take(_ count: UInt64) throws(Failure) -> [UInt8] {
        guard count <= UInt64(bytes.count - offset) else { throw .truncated }
        let end = offset + Int(count)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
