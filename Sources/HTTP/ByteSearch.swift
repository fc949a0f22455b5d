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
}
