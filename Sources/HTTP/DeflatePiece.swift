import CZlib

/// A run of a body compressed on its own as raw deflate (RFC 1951) and ended on a byte boundary
/// without ending the stream (zlib's sync flush), with its CRC-32 and length. Deflate can be
/// joined: pieces made apart, one after another, are one valid stream, since none refers back
/// past its own start, and their CRCs combine without reading the bytes again
/// (`crc32_combine`). So a page that is the same but for one part (the facts pages' random
/// fact) is compressed once around the part's slot, each part once, and a visit only joins
/// them (`gzipMember`). Brotli cannot be joined so: its context and last distances carry
/// from one block to the next (`BrotliRuns` joins it around a slot of fixed length instead).
public struct DeflatePiece: Sendable {
    let deflated: [UInt8]
    let crc: UInt32
    let count: Int
    /// What `crc32_combine_op` needs to append this piece's CRC to that of the bytes before
    /// it: made once from the length, so a join costs one multiplication per piece instead of
    /// `crc32_combine`'s dozen, the most of joining a page in a profile.
    let crcShift: uLong

    /// `bytes` compressed at `effort`'s gzip level; nil when zlib fails (out of memory). No
    /// bytes make an empty piece, which joins as nothing.
    public init?(_ bytes: ArraySlice<UInt8>, effort: CompressionEffort) {
        guard !bytes.isEmpty else {
            deflated = []
            crc = 0
            count = 0
            crcShift = 0
            return
        }
        guard let deflated = Compression.deflate(bytes, level: effort.gzipLevel(size: bytes.count), wrapper: .raw) else { return nil }
        self.deflated = deflated
        crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        count = bytes.count
        crcShift = crc32_combine_gen(off_t(bytes.count))
    }

    /// What goes between two runs of a body joined into one member (`gzipMember(_:filling:)`).
    public enum Fill: Sendable {
        /// A piece compressed before (a random fact kept with its piece).
        case piece(DeflatePiece)
        /// Bytes as they are, in one stored block (RFC 1951 §3.2.4): the block's three header
        /// bits, BFINAL 0 and BTYPE 00, then to the byte boundary the piece before ended on (a
        /// stream's start or a sync flush), so one zero byte; LEN and its complement NLEN, little
        /// endian; the bytes. Nothing is compressed: the bytes share no window with the text
        /// around them, which is what a secret in a page needs against BREACH. At most 65,535 bytes.
        case stored(ArraySlice<UInt8>)

        var deflatedCount: Int {
            switch self {
            case .piece(let piece): piece.deflated.count
            case .stored(let bytes): 5 + bytes.count
            }
        }
    }

    /// One gzip member (RFC 1952) of `runs` in order, with `fill(index)` between `runs[index]`
    /// and the next run (nothing where it gives nil): zlib's header (no name, no time), the
    /// pieces, an empty final block, and the CRC and length of the whole. Sized first and
    /// written once, each piece copied as it is; a stored fill's CRC is taken over its bytes,
    /// the rest combined from the pieces' own (`crcShift`). Sent for every response of a kept
    /// page, with its token stored between its runs (`SlottedPage`).
    public static func gzipMember(_ runs: [DeflatePiece], filling fill: (Int) -> Fill? = { _ in nil }) -> [UInt8] {
        var size = header.count + finalBlock.count + 8
        for index in runs.indices {
            size += runs[index].deflated.count + (index + 1 < runs.count ? fill(index)?.deflatedCount ?? 0 : 0)
        }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var member = MemberWriter(buffer: buffer)
            member.write(header)
            for index in runs.indices {
                member.join(runs[index])
                guard index + 1 < runs.count, let between = fill(index) else { continue }
                switch between {
                case .piece(let piece): member.join(piece)
                case .stored(let bytes): member.store(bytes)
                }
            }
            member.write(finalBlock)
            member.writeLittleEndian(UInt32(truncatingIfNeeded: member.crc))
            member.writeLittleEndian(UInt32(truncatingIfNeeded: member.count))
            initialized = member.written
        }
    }

    /// zlib's gzip header: deflate, no flags, no time, no extra flags, OS Unix.
    private static let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
    /// BFINAL set, fixed Huffman codes, then at once the end-of-block code: no more data.
    private static let finalBlock: [UInt8] = [0x03, 0x00]
}

/// Writes a gzip member into a buffer sized for it, keeping the CRC-32 and length of what it holds.
private struct MemberWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var written = 0
    private(set) var crc: uLong = 0
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress else { return }
        precondition(written + bytes.count <= buffer.count, "a gzip member larger than it was sized")
        (target + written).update(from: source, count: bytes.count)
        written += bytes.count
    }

    /// A piece as it is, its CRC combined with what is before it.
    mutating func join(_ piece: DeflatePiece) {
        guard piece.count > 0 else { return }
        write(piece.deflated)
        crc = crc32_combine_op(crc, uLong(piece.crc), piece.crcShift)
        count += piece.count
    }

    /// `bytes` in a stored block (`DeflatePiece.Fill.stored`), its CRC taken over them.
    mutating func store(_ bytes: ArraySlice<UInt8>) {
        precondition(bytes.count <= 0xFFFF, "a stored block holds at most 65,535 bytes")
        let length = UInt16(bytes.count)
        write(0)
        writeLittleEndian(length)
        writeLittleEndian(~length)
        bytes.withUnsafeBufferPointer { bytes in
            write(bytes)
            crc = crc32(crc, bytes.baseAddress, uInt(bytes.count))
        }
        count += bytes.count
    }

    mutating func write(_ byte: UInt8) {
        precondition(written < buffer.count, "a gzip member larger than it was sized")
        buffer[written] = byte
        written += 1
    }

    mutating func writeLittleEndian(_ value: some FixedWidthInteger) {
        withUnsafeBytes(of: value.littleEndian) { write($0.assumingMemoryBound(to: UInt8.self)) }
    }
}
