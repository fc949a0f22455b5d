import CZlib

/// zlib's inflate fed a piece at a time, for a file too large to hold inflated (an Apple
/// Health export reaches gigabytes): each 64 KiB of output goes to the caller as it comes,
/// counted against the budget first, so memory stays the same whatever the file's size. The
/// `z_stream` lives on the heap: zlib keeps a pointer back to it, so it must never move.
final class InflateStream {
    private let stream: UnsafeMutablePointer<z_stream>
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)
    /// The CRC-32 of everything inflated so far, as zip records it.
    private(set) var crc = UInt32(truncatingIfNeeded: CZlib.crc32(0, nil, 0))
    private(set) var produced = 0

    init(windowBits: Int32) throws(ArchiveError) {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard inflateInit2_(stream, windowBits, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            stream.deallocate()
            throw .corrupt(at: 0)
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deallocate()
    }

    /// Inflates `input` (which starts at byte `base` of the upload, for an error's message),
    /// handing each piece of output to `each`, which answers true to stop. True once the
    /// compressed data has ended (or `each` stopped), false when it needs more input.
    func inflate(_ input: ArraySlice<UInt8>, base: Int, budget: inout InflateBudget,
                 each: (ArraySlice<UInt8>) -> Bool) throws(ArchiveError) -> Bool {
        guard !input.isEmpty else { throw .truncated(at: base) }
        var failure: ArchiveError?
        let ended = input.withUnsafeBufferPointer { source -> Bool in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.pointee.avail_in = uInt(source.count)
            while true {
                let result = chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.pointee.next_out = buffer.baseAddress
                    stream.pointee.avail_out = uInt(buffer.count)
                    return CZlib.inflate(stream, Z_NO_FLUSH)
                }
                let count = chunk.count - Int(stream.pointee.avail_out)
                guard budget.spend(count) else {
                    failure = .inflatesTooFar(limit: budget.limit)
                    return true
                }
                produced += count
                crc = chunk.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.crc32(uLong(crc), $0.baseAddress, uInt(count))) }
                if count > 0, each(chunk[..<count]) { return true }
                switch result {
                case Z_STREAM_END: return true
                case Z_OK: continue
                case Z_BUF_ERROR where stream.pointee.avail_in == 0: return false
                default:
                    failure = .corrupt(at: base + source.count - Int(stream.pointee.avail_in))
                    return true
                }
            }
        }
        if let failure { throw failure }
        return ended
    }
}
