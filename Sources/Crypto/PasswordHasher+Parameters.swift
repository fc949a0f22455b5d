import Dispatch
import Glibc

extension PasswordHasher {
    /// The algorithm and its cost. Stored inside every hash string, so raising them later
    /// leaves existing hashes verifiable.
    public enum Parameters: Sendable, Hashable {
        /// PBKDF2 with HMAC-SHA-256 (RFC 8018 §5.2).
        case pbkdf2SHA256(iterations: Int)
        /// scrypt (RFC 7914) with cost N = 2^logN, block size r and parallelization p.
        case scrypt(logN: Int, r: Int, p: Int)
    }
}

extension PasswordHasher.Parameters {
    /// The bounds keep what one stored string can demand small: a tampered row must not make a
    /// login attempt take minutes or gigabytes. At most about 1 GiB and a few seconds.
    func validate() throws(PasswordHasherError) {
        switch self {
        case .pbkdf2SHA256(let iterations):
            guard (1...10_000_000).contains(iterations) else {
                throw .invalidParameters("PBKDF2 iterations must be 1...10,000,000, not \(iterations)")
            }
        case .scrypt(let logN, let r, let p):
            guard (1...20).contains(logN), (1...16).contains(r), (1...16).contains(p) else {
                throw .invalidParameters("scrypt needs logN 1...20, r 1...16, p 1...16, not logN=\(logN) r=\(r) p=\(p)")
            }
            // RFC 7914 §2: N must be less than 2^(128·r/8).
            guard logN < 16 * r else {
                throw .invalidParameters("scrypt logN \(logN) must be less than 16·r = \(16 * r)")
            }
            guard 128 * r * (1 << logN) <= 1 << 30, r * p * (1 << logN) <= 1 << 24 else {
                throw .invalidParameters("scrypt logN=\(logN) r=\(r) p=\(p) needs more than 1 GiB or 2^24 block mixes")
            }
        }
    }

    /// One derivation per core at a time: each takes a core for a fifth of a second or so, and
    /// scrypt's holds its memory (128 MiB at the preset) while it runs, so a burst of logins
    /// queues here instead of multiplying the memory by the number of worker threads.
    private static let cores = DispatchSemaphore(value: max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    func deriveKey(password: [UInt8], salt: [UInt8], keyLength: Int) throws(PasswordHasherError) -> [UInt8] {
        Self.cores.wait()
        defer { Self.cores.signal() }
        return switch self {
        case .pbkdf2SHA256(let iterations):
            try KeyDerivation.pbkdf2SHA256(password: password, salt: salt, iterations: iterations, keyLength: keyLength)
        case .scrypt(let logN, let r, let p):
            try KeyDerivation.scrypt(password: password, salt: salt, logN: logN, r: r, p: p, keyLength: keyLength)
        }
    }

    /// A different algorithm counts as weaker: whoever configured the hasher chose to move to
    /// it. Within one algorithm, any lower cost is weaker.
    func isWeaker(than other: Self) -> Bool {
        switch (self, other) {
        case (.pbkdf2SHA256(let iterations), .pbkdf2SHA256(let otherIterations)):
            iterations < otherIterations
        case (.scrypt(let logN, let r, let p), .scrypt(let otherLogN, let otherR, let otherP)):
            logN < otherLogN || r < otherR || p < otherP
        default:
            true
        }
    }
}
