import CZlib

/// zlib's inflate in a loop of 64 KiB steps, each counted against the upload's budget and
/// the file's own limit before it is kept, so a bomb stops after one step past either.
enum Inflater {
    /// Raw deflate, as a zip entry holds it (zlib.h, inflateInit2: negative window bits).
    static let rawDeflate: Int32 = -15
    /// The gzip wrapper only, with its CRC-32 and size checked by zlib (15 + 16).
    static let gzip: Int32 = 15 + 16

    private enum Outcome {
        case done
        case truncated
        case corrupt(Int)
        case overLimit
        case overBudget
    }

    /// `base` is where `input` starts in the upload, for the byte an error names; `expected`,
    /// a size the header gave, only reserves memory (never more than `limit`). Gzip members
    /// following one another (what `cat a.gz b.gz` gives) are read as one file.
    static func inflate(_ input: ArraySlice<UInt8>, windowBits: Int32, base: Int, limit: Int, expected: Int? = nil,
                        budget: inout InflateBudget) throws(ArchiveError) -> [UInt8] {
        guard input.count <= Int(UInt32.max) else { throw .fileTooLarge(limit: limit) }
        var stream = z_stream()
        guard inflateInit2_(&stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw .corrupt(at: base) }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        output.reserveCapacity(min(max(expected ?? 0, 0), limit))
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        let outcome = input.withUnsafeBufferPointer { source -> Outcome in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return CZlib.inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                guard produced <= limit - output.count else { return .overLimit }
                guard budget.spend(produced) else { return .overBudget }
                output.append(contentsOf: chunk[..<produced])
                let consumed = source.count - Int(stream.avail_in)
                switch result {
                case Z_OK: continue
                case Z_STREAM_END:
                    guard windowBits == gzip, Gzip.isGzip(input.dropFirst(consumed)) else { return .done }
                    inflateReset(&stream)
                case Z_BUF_ERROR: return .truncated
                default: return .corrupt(base + consumed)
                }
            }
        }
        switch outcome {
        case .done: return output
        case .truncated: throw .truncated(at: base + input.count)
        case .corrupt(let byte): throw .corrupt(at: byte)
        case .overLimit: throw .fileTooLarge(limit: limit)
        case .overBudget: throw .inflatesTooFar(limit: budget.limit)
        }
    }

    /// zlib's CRC-32, as zip records it for each entry.
    static func crc32(_ bytes: ArraySlice<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            var crc = uLong(previous)
            var start = buffer.baseAddress
            var left = buffer.count
            // zlib takes a 32-bit length: a larger buffer goes in parts.
            while left > 0, let pointer = start {
                let part = min(left, 1 << 30)
                crc = CZlib.crc32(crc, pointer, uInt(part))
                start = pointer + part
                left -= part
            }
            return UInt32(truncatingIfNeeded: crc)
        }
    }
}
