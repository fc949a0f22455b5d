import CBrotli
import CZlib

/// How hard to compress: `best` for what is compressed once and sent many times (the files
/// under `Public/`), `fast` for a page built for a request, whose compression is on the
/// request's own time (Brotli quality 5 and gzip level 5 take a few hundred microseconds for
/// a 28 KB page and come within a few percent of the best sizes for HTML).
public enum CompressionEffort: Sendable {
    case fast
    case best

    var brotliQuality: Int32 { self == .best ? 11 : 5 }
    var gzipLevel: Int32 { self == .best ? 9 : 5 }
}

/// One-shot compression through the system's libbrotli and zlib.
enum Compression {
    /// `bytes` in `coding`, or nil when the library fails (only on running out of memory)
    /// or for identity.
    static func compress(_ bytes: [UInt8], _ coding: ContentCoding, effort: CompressionEffort) -> [UInt8]? {
        switch coding {
        case .identity: nil
        case .brotli: brotli(bytes, quality: effort.brotliQuality)
        case .gzip: gzip(bytes, level: effort.gzipLevel)
        }
    }

    private static func brotli(_ bytes: [UInt8], quality: Int32) -> [UInt8]? {
        let bound = BrotliEncoderMaxCompressedSize(bytes.count)
        guard bound > 0 else { return nil }
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            var size = bound
            ok = bytes.withUnsafeBufferPointer { input in
                BrotliEncoderCompress(quality, BROTLI_DEFAULT_WINDOW, BROTLI_MODE_TEXT, input.count, input.baseAddress,
                                      &size, buffer.baseAddress) == BROTLI_TRUE
            }
            count = ok ? size : 0
        }
        return ok ? output : nil
    }

    /// A gzip member (RFC 1952) with zlib's header: no name, modification time 0, so the same
    /// bytes always compress to the same bytes.
    private static func gzip(_ bytes: [UInt8], level: Int32) -> [UInt8]? {
        var stream = z_stream()
        // 15 bits of window, plus 16 for the gzip wrapper rather than zlib's (zlib.h, deflateInit2).
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, zlibVersion(),
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var ok = false
        let output = [UInt8](unsafeUninitializedCapacity: bound) { buffer, count in
            bytes.withUnsafeBufferPointer { input in
                // zlib only reads its input; its header leaves out `const` unless ZLIB_CONST.
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(bound)
                ok = deflate(&stream, Z_FINISH) == Z_STREAM_END
            }
            count = ok ? Int(stream.total_out) : 0
        }
        return ok ? output : nil
    }
}
