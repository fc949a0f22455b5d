#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte searches on raw memory through libc, which compares many bytes per instruction.
enum ByteSearch {
    /// The first index of `byte` in `range` of `bytes`, if any.
    static func index(of byte: UInt8, in bytes: UnsafeRawBufferPointer, range: Range<Int>) -> Int? {
        guard !range.isEmpty, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(found) - base
    }

    /// Whether two runs of bytes are the same.
    @inline(__always)
    static func same(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        guard a.count == b.count else { return false }
        guard a.count > 0, let x = a.baseAddress, let y = b.baseAddress else { return true }
        return memcmp(x, y, a.count) == 0
    }

    /// The first index at or after `start` where `pattern` occurs in `bytes`, if any.
    static func index(of pattern: [UInt8], in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
        guard let first = pattern.first, let base = bytes.baseAddress else { return nil }
        var from = start
        while bytes.count - from >= pattern.count,
              let candidate = index(of: first, in: bytes, range: from..<(bytes.count - pattern.count + 1)) {
            let matches = pattern.withUnsafeBytes { memcmp(base + candidate, $0.baseAddress!, pattern.count) == 0 }
            if matches { return candidate }
            from = candidate + 1
        }
        return nil
    }

    /// Whether any byte is below `limit` (at most 128), eight bytes a step: a byte below it
    /// borrows from the top bit of its lane when `limit` is subtracted from each (the "hasless"
    /// test of Sean Anderson's Bit Twiddling Hacks, exact for a yes-or-no answer).
    static func containsByte(below limit: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        precondition(limit <= 128, "the lanes' top bits tell only limits up to 128")
        let lanes = UInt64(0x0101_0101_0101_0101)
        let subtrahend = lanes &* UInt64(limit), tops = lanes &* 0x80
        let raw = UnsafeRawBufferPointer(bytes)
        guard raw.count >= 8 else { return bytes.contains { $0 < limit } }
        let hasOne = { (offset: Int) in
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            return (word &- subtrahend) & ~word & tops != 0
        }
        var offset = 0
        while offset + 8 <= raw.count {
            if hasOne(offset) { return true }
            offset += 8
        }
        // The last eight bytes again, overlapping what was read, cover what is left.
        return offset < raw.count && hasOne(raw.count - 8)
    }
}
