import CLinux
import Glibc

/// The calling thread's stack. Its pages stay resident and private once touched: a start-up
/// that parsed every template, or a request that rendered a long page, leaves tens of KB
/// below where a waiting thread's frames end, holding nothing any frame will read again.
public enum ThreadStack {
    /// Kept below the caller's frame for the calls still to come, madvise's own among them:
    /// a page dropped under a live frame would come back as zeros.
    static let margin = 16 * 1024

    /// Drops the pages of the calling thread's stack below its current frame and the margin
    /// (madvise(MADV_DONTNEED): the next use maps zero pages); returns the bytes of the range.
    @discardableResult
    public static func releaseUnusedPages() -> Int {
        var attributes = pthread_attr_t()
        // For the main thread glibc takes the bounds from /proc/self/maps, never reaching
        // into the mapping below the stack.
        guard pthread_getattr_np(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var lowest: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &lowest, &size) == 0, let lowest else { return 0 }
        let page = UInt(getpagesize())
        let frame = withUnsafeMutablePointer(to: &size) { UInt(bitPattern: $0) }
        let bottom = (UInt(bitPattern: lowest) + page - 1) & ~(page - 1)
        guard frame > bottom + UInt(margin) else { return 0 }
        let top = (frame - UInt(margin)) & ~(page - 1)
        guard top > bottom, madvise(UnsafeMutableRawPointer(bitPattern: bottom), Int(top - bottom), MADV_DONTNEED) == 0 else { return 0 }
        return Int(top - bottom)
    }
}
