import CCrypto
import Glibc
import Synchronization

/// Random bytes from OpenSSL's CSPRNG handed out of a buffer of its bytes, one buffer per
/// thread. A call of `RAND_bytes` costs about 7,000 instructions whatever it asks for (locks,
/// reseed and fork checks), as much as the rest of sending a kept page again, and every such
/// response asks for a new pad for its CSRF token (`MaskedToken`): taken 4 KiB at a time, a
/// pad costs a copy. The bytes are OpenSSL's, each handed out once; a buffer filled before a
/// `fork` is dropped in the child (`forks`), so parent and child never hand out the same bytes.
enum RandomPool {
    /// Fills `buffer` with bytes no one else was given.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count <= Pool.size else { return SecureRandom.fill(buffer) }
        Pool.ofThisThread().take(into: buffer)
    }

    /// Counts the forks of this process's children, so a child's buffers are not its parent's.
    fileprivate static let forks: Atomic<Int> = {
        pthread_atfork(nil, nil) { RandomPool.forks.add(1, ordering: .relaxed) }
        return Atomic(0)
    }()

    private final class Pool {
        static let size = 4096
        /// Memory of its own rather than an array: the pool is a class, and each access to an
        /// array in it was checked for exclusivity at run time.
        private let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        /// The first byte not handed out yet.
        @exclusivity(unchecked) private var next = size
        @exclusivity(unchecked) private var filledInFork = -1

        deinit {
            bytes.deallocate()
        }

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            // The destructor releases a thread's pool when the thread ends.
            guard pthread_key_create(&key, { pool in if let pool { Unmanaged<Pool>.fromOpaque(pool).release() } }) == 0 else {
                fatalError("pthread_key_create failed: no per-thread random buffers can be kept")
            }
            return key
        }()

        static func ofThisThread() -> Pool {
            if let pool = pthread_getspecific(key) { return Unmanaged<Pool>.fromOpaque(pool).takeUnretainedValue() }
            let pool = Pool()
            pthread_setspecific(key, Unmanaged.passRetained(pool).toOpaque())
            return pool
        }

        /// Only ever called on the pool's own thread, so `next` needs no exclusivity check.
        func take(into buffer: UnsafeMutableRawBufferPointer) {
            let fork = RandomPool.forks.load(ordering: .relaxed)
            if next + buffer.count > Self.size || filledInFork != fork {
                SecureRandom.fill(bytes)
                next = 0
                filledInFork = fork
            }
            let taken = UnsafeMutableRawBufferPointer(rebasing: bytes[next..<next + buffer.count])
            buffer.copyMemory(from: UnsafeRawBufferPointer(taken))
            // Handed out once: what was given is not left behind to be read later.
            taken.initializeMemory(as: UInt8.self, repeating: 0)
            next += buffer.count
        }
    }
}
