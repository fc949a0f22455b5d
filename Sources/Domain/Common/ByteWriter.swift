/// Builds a little-endian binary record, for values the app packs into a database blob.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append<Value: FixedWidthInteger>(_ value: Value) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func append(text: String) {
        append(UInt32(text.utf8.count))
        bytes.append(contentsOf: text.utf8)
    }

    /// Empties the writer, keeping its room, for the next piece of a long output.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
