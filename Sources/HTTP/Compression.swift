import CBrotli
import CZlib

/// How hard to compress: `best` for what is compressed once and sent many times (the files
/// under `Public/`), `fast` for a page built for a request, whose compression is on the
/// request's own time: Brotli quality 5 and gzip level 5 come within a few percent of the best
/// sizes for HTML. Above `largeBody` the fastest levels: the 830 KB chart page of ten years of
/// squats (too large for the page cache, so built and compressed on every request) served at
/// 57 requests/s uncompressed and 20 in gzip at level 5, its compression costing twice its build.
/// `once` for a body sent to one request and never kept (a kept page with a part filled in for
/// a visit, `SlottedPage`): the fastest levels, as Brotli quality 1 makes the 4.4 KB facts page
/// 1,697 bytes in about 13 µs against 1,354 bytes in 42 µs at quality 5.
/// `stored` for a part of a few hundred bytes joined into a page's gzip form on every visit
/// (`DeflatePiece`: the facts pages' random fact): not compressed at all (gzip level 0, stored
/// blocks). Deflating 670 bytes costs zlib about 100,000 instructions whatever the level (the
/// Huffman trees are built for each block), 30 times the copy, to save about 310 bytes.
/// (Brotli cannot be joined around a part of any length, so a part is never asked for it:
/// quality 1, as `once`.)
public enum CompressionEffort: Sendable {
    case fast
    case best
    case once
    case stored

    static let largeBody = 256 << 10

    func brotliQuality(size: Int) -> Int32 {
        switch self {
        case .best: 11
        case .fast: size > Self.largeBody ? 1 : 5
        case .once, .stored: 1
        }
    }

    func gzipLevel(size: Int) -> Int32 {
        switch self {
        case .best: 9
        case .fast: size > Self.largeBody ? 1 : 5
        case .once: 1
        case .stored: Z_NO_COMPRESSION
        }
    }
}

/// One-shot compression through the system's libbrotli and zlib.
enum Compression {
    /// `bytes` in `coding`, or nil when the library fails (only on running out of memory)
    /// or for identity.
    static func compress(_ bytes: [UInt8], _ coding: ContentCoding, effort: CompressionEffort) -> [UInt8]? {
        switch coding {
        case .identity: nil
        case .brotli: brotli(bytes, quality: effort.brotliQuality(size: bytes.count))
        case .gzip: gzip(bytes, level: effort.gzipLevel(size: bytes.count))
        }
    }

    private static func brotli(_ bytes: [UInt8], quality: Int32) -> [UInt8]? {
        let bound = BrotliEncoderMaxCompressedSize(bytes.count)
        guard bound > 0 else { return nil }
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            var size = bound
            ok = bytes.withUnsafeBufferPointer { input in
                BrotliEncoderCompress(quality, windowBits(for: input.count, min: 10, max: 22), BROTLI_MODE_TEXT, input.count, input.baseAddress,
                                      &size, buffer.baseAddress) == BROTLI_TRUE
            }
            count = ok ? size : 0
        }
        return ok ? output : nil
    }

    /// A gzip member (RFC 1952) with zlib's header: no name, modification time 0, so the same
    /// bytes always compress to the same bytes.
    private static func gzip(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        deflate(bytes[...], level: level, wrapper: .gzip)
    }

    /// What wraps the deflate stream: a gzip member's header and trailer, or nothing (a piece
    /// to be joined with others, `DeflatePiece`, which ends in a sync flush rather than the
    /// stream's last block).
    enum Wrapper {
        case gzip
        case raw
    }

    static func deflate(_ bytes: ArraySlice<UInt8>, level: Int32, wrapper: Wrapper) -> [UInt8]? {
        var stream = z_stream()
        let window = windowBits(for: bytes.count, min: 9, max: 15)
        // The window's bits, plus 16 for the gzip wrapper, negative for none (zlib.h, deflateInit2).
        guard deflateInit2_(&stream, level, Z_DEFLATED, wrapper == .gzip ? window + 16 : -window,
                            level == Z_NO_COMPRESSION ? 1 : memoryLevel(window: window), Z_DEFAULT_STRATEGY,
                            zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        // A sync flush adds an empty stored block of 5 bytes, and up to 5 more for the marker bits before it.
        let bound = Int(deflateBound(&stream, uLong(bytes.count))) + 10
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            bytes.withUnsafeBufferPointer { input in
                // zlib only reads its input; its header leaves out `const` unless ZLIB_CONST.
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(bound)
                switch wrapper {
                case .gzip: ok = CZlib.deflate(&stream, Z_FINISH) == Z_STREAM_END
                case .raw: ok = CZlib.deflate(&stream, Z_SYNC_FLUSH) == Z_OK && stream.avail_in == 0 && stream.avail_out > 0
                }
            }
            count = ok ? Int(stream.total_out) : 0
        }
        return ok ? output : nil
    }

    /// zlib's memLevel for a body that fits `window`: its hash table has 2^(memLevel + 7)
    /// entries, cleared for every stream, and a block holds up to 2^(memLevel + 6) symbols.
    /// The level whose block holds the whole body (window bits - 6) compresses HTML to the same
    /// bytes as the default 8 (measured from 670 bytes to 9 KB), and a 670-byte part's stream
    /// then clears 4 KB of hash table instead of 64 KB: about 60,000 instructions less. Stored
    /// blocks (level 0) use no hash table at all: they get the smallest, 1.
    private static func memoryLevel(window: Int32) -> Int32 {
        Swift.min(Swift.max(window - 6, 1), 8)
    }

    /// The smallest window that holds the whole body, within the format's bounds: a window
    /// larger than the body finds nothing more and only costs memory to set up, on every page.
    static func windowBits(for size: Int, min: Int32, max: Int32) -> Int32 {
        var bits = min
        // Brotli's window holds 16 bytes less than its power of two (RFC 7932 §9.1).
        while bits < max && (1 << bits) - 16 < size { bits += 1 }
        return bits
    }
}
