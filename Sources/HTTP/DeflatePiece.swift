import CZlib
import Synchronization

/// A run of a body compressed on its own as raw deflate (RFC 1951) and ended on a byte boundary
/// without ending the stream (zlib's sync flush), with its CRC-32 and length. Deflate can be
/// joined: pieces made apart, one after another, are one valid stream, since none refers back
/// past its own start, and their CRCs combine without reading the bytes again
/// (`crc32_combine`). So a page that is the same but for one part (the facts pages' random
/// fact) is compressed once around the part's slot, each part once, and a visit only joins
/// them (`gzipMember`). Brotli cannot be joined so: its context and last distances carry
/// from one block to the next.
public struct DeflatePiece: Sendable {
    let deflated: [UInt8]
    let crc: UInt32
    let count: Int
    /// What `crc32_combine_op` needs to append this piece's CRC to that of the bytes before
    /// it: made once from the length, so a join costs one multiplication per piece instead of
    /// `crc32_combine`'s dozen, the most of joining a page in a profile.
    let crcShift: uLong

    /// `bytes` compressed at `effort`'s gzip level; nil when zlib fails (out of memory).
    public init?(_ bytes: ArraySlice<UInt8>, effort: CompressionEffort) {
        guard let deflated = Compression.deflate(bytes, level: effort.gzipLevel(size: bytes.count), wrapper: .raw) else { return nil }
        self.deflated = deflated
        crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        count = bytes.count
        crcShift = crc32_combine_gen(off_t(bytes.count))
    }

    /// `bytes` as they are, in one stored block (RFC 1951 §3.2.4): the block's three header
    /// bits, BFINAL 0 and BTYPE 00, then to the byte boundary the piece before ended on (a
    /// stream's start or a sync flush), so one zero byte; LEN and its complement NLEN, little
    /// endian; the bytes. Nothing is compressed: the bytes share no window with the text around
    /// them, which is what a secret in a page needs against BREACH. At most 65,535 bytes.
    public init(stored bytes: [UInt8]) {
        precondition(bytes.count <= 0xFFFF, "a stored block holds at most 65,535 bytes")
        let length = UInt16(bytes.count)
        var block: [UInt8] = []
        block.reserveCapacity(5 + bytes.count)
        for byte in [0, length & 0xFF, length >> 8, ~length & 0xFF, ~length >> 8] { block.append(UInt8(byte)) }
        block += bytes
        deflated = block
        crc = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        count = bytes.count
        crcShift = Self.storedShifts.withLock { known in
            if let shift = known[bytes.count] { return shift }
            let shift = crc32_combine_gen(off_t(bytes.count))
            known[bytes.count] = shift
            return shift
        }
    }

    /// `crcShift` by length for stored pieces, made anew for every response (a masked token,
    /// always as long): a lookup costs a tenth of making one.
    private static let storedShifts = Mutex<[Int: uLong]>([:])

    /// One gzip member (RFC 1952) of `pieces` in order: zlib's header (no name, no time), the
    /// pieces, an empty final block, and the CRC and length of the whole.
    public static func gzipMember(_ pieces: [DeflatePiece]) -> [UInt8] {
        var crc: uLong = 0
        var count = 0
        var member: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]
        member.reserveCapacity(pieces.reduce(member.count + finalBlock.count + 8) { $0 + $1.deflated.count })
        for piece in pieces {
            member.append(contentsOf: piece.deflated)
            crc = crc32_combine_op(crc, uLong(piece.crc), piece.crcShift)
            count += piece.count
        }
        member.append(contentsOf: finalBlock)
        for value in [UInt32(truncatingIfNeeded: crc), UInt32(truncatingIfNeeded: count)] {
            member.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) })
        }
        return member
    }

    /// BFINAL set, fixed Huffman codes, then at once the end-of-block code: no more data.
    private static let finalBlock: [UInt8] = [0x03, 0x00]
}
