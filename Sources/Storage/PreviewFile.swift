import Glibc

/// A kept upload, open for reading: it stays readable while open even if it is removed
/// meanwhile (replaced by a newer upload, or past its hour).
public final class PreviewFile: Sendable {
    private let descriptor: Int32
    public let count: Int

    init(descriptor: Int32, count: Int) {
        self.descriptor = descriptor
        self.count = count
    }

    deinit { close(descriptor) }

    /// Up to `length` bytes from `offset`; nil when the read fails.
    public func read(from offset: Int, count length: Int) -> [UInt8]? {
        let wanted = max(0, min(length, count - offset))
        var bytes = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, wanted - done, off_t(offset + done)) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { return nil }
            done += read
        }
        return bytes
    }
}
