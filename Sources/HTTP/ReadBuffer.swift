import Glibc

/// Where an event loop receives bytes before its parser copies them: a mapping of its own
/// rather than a heap block, so that a quiet loop can give its pages back exactly. A large
/// body (an import) touches all of it, and those pages would otherwise stay resident and
/// private for the rest of the process; read again, they come back as zero pages.
final class ReadBuffer {
    static let size = 64 * 1024
    let bytes: UnsafeMutableRawBufferPointer

    init() throws(SocketError) {
        guard let start = mmap(nil, Self.size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              start != MAP_FAILED else { throw SocketError("mmap") }
        bytes = UnsafeMutableRawBufferPointer(start: start, count: Self.size)
    }

    deinit {
        munmap(bytes.baseAddress, Self.size)
    }

    /// Drops the pages; safe only between reads, when nothing in the buffer is still wanted.
    func release() {
        madvise(bytes.baseAddress, Self.size, MADV_DONTNEED)
    }
}
