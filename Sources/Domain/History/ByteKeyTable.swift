import Glibc

/// A table from a cell's bytes to what they read as, for the caches that read each distinct
/// cell of an import once (`RowReader`'s names and dates). A `Dictionary` keyed by
/// `ArraySlice<UInt8>` hashes its key through `Hasher` a byte at a time (for a million rows
/// of lifts and days in random order, a sixth of the parse) and keeps the buffer each key
/// was cut from alive. Here a key is hashed with FNV-1a in one pass, copied into the table's
/// own bytes and compared with `memcmp`; open addressing, linear probing, at most half full.
struct ByteKeyTable<Value> {
    private struct Slot {
        var hash: UInt64 = 0
        /// Where the key's bytes lie in `keys`; `length` -1 for an empty slot.
        var start: Int32 = 0
        var length: Int32 = -1
        var value: Int32 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 64)
    private var keys: [UInt8] = []
    private var values: [Value] = []
    var count: Int { values.count }

    /// Longer keys are not kept (their cells are read each time): a cache of 4,096 names
    /// must not grow with the longest cell a file can hold.
    static var longestKey: Int { 256 }

    subscript(key: ArraySlice<UInt8>) -> Value? {
        guard key.count <= Self.longestKey else { return nil }
        let hash = Self.hash(key)
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[index].length >= 0 {
            if slots[index].hash == hash, matches(slots[index], key) { return values[Int(slots[index].value)] }
            index = (index + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Adds a key that is not in the table yet (unless it is longer than `longestKey`).
    mutating func insert(_ value: Value, for key: ArraySlice<UInt8>) {
        guard key.count <= Self.longestKey else { return }
        if (values.count + 1) * 2 > slots.count { grow() }
        let slot = Slot(hash: Self.hash(key), start: Int32(keys.count), length: Int32(key.count), value: Int32(values.count))
        keys.append(contentsOf: key)
        values.append(value)
        place(slot)
    }

    mutating func removeAll() {
        for index in slots.indices { slots[index].length = -1 }
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    private mutating func place(_ slot: Slot) {
        var index = Int(truncatingIfNeeded: slot.hash) & (slots.count - 1)
        while slots[index].length >= 0 { index = (index + 1) & (slots.count - 1) }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.length >= 0 { place(slot) }
    }

    private func matches(_ slot: Slot, _ key: ArraySlice<UInt8>) -> Bool {
        guard Int(slot.length) == key.count else { return false }
        guard slot.length > 0 else { return true }
        return keys.withUnsafeBufferPointer { keys in
            key.withUnsafeBufferPointer { key in memcmp(keys.baseAddress! + Int(slot.start), key.baseAddress!, key.count) == 0 }
        }
    }

    /// FNV-1a (64-bit), its high bits folded into the low ones the table indexes by.
    private static func hash(_ key: ArraySlice<UInt8>) -> UInt64 {
        key.withUnsafeBufferPointer { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash ^ (hash >> 29)
        }
    }
}
