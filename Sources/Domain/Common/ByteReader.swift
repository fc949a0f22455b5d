/// Reads what `ByteWriter` wrote; every read is bounds-checked and answers nil past the end,
/// so a damaged blob becomes a clear failure, never a crash.
struct ByteReader {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// How many bytes are left, to check a count against before reserving room for it.
    var remaining: Int { bytes.count - index }

    mutating func read<Value: FixedWidthInteger>(_: Value.Type = Value.self) -> Value? {
        let size = MemoryLayout<Value>.size
        guard remaining >= size else { return nil }
        var value = Value.zero
        for offset in 0..<size {
            value |= Value(truncatingIfNeeded: bytes[index + offset]) << (offset * 8)
        }
        index += size
        return value
    }

    mutating func readText() -> String? {
        guard let count = read(UInt32.self).map(Int.init), count <= remaining else { return nil }
        defer { index += count }
        return String(validating: bytes[index..<(index + count)], as: UTF8.self)
    }
}
