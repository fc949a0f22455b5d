import Glibc

/// The process's limit on open files, which caps how many connections the server can hold.
public struct DescriptorLimit: Sendable, Equatable, CustomStringConvertible {
    /// The soft limit in force after `raise()`.
    public let current: Int
    /// The soft limit found at start-up, when it was lower.
    public let raisedFrom: Int?

    /// Descriptors kept for everything that is not a client: the database's connections,
    /// listeners, each loop's epoll, eventfd and spare descriptor, log files. Under a tiny
    /// limit a quarter is kept; running out then is handled too (`EventLoop`).
    public var reserve: Int { min(64, current / 4) }

    /// Raises the soft `RLIMIT_NOFILE` to the hard limit (getrlimit(2)): distributions start
    /// services at 1,024, far below what 10,000 connections need, while the hard limit allows
    /// more without privileges.
    public static func raise() -> DescriptorLimit {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return DescriptorLimit(current: 1024, raisedFrom: nil) }
        let soft = Int(clamping: limit.rlim_cur)
        guard limit.rlim_cur < limit.rlim_max else { return DescriptorLimit(current: soft, raisedFrom: nil) }
        var raised = limit
        raised.rlim_cur = limit.rlim_max
        guard setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 else { return DescriptorLimit(current: soft, raisedFrom: nil) }
        return DescriptorLimit(current: Int(clamping: raised.rlim_cur), raisedFrom: soft)
    }

    /// The most connections that fit under this limit beside `spooledBodies` upload files.
    public func connections(configured: Int, spooledBodies: Int = 0) -> Int {
        max(1, min(configured, current - reserve - spooledBodies))
    }

    public var description: String {
        "file descriptors: \(current)" + (raisedFrom.map { " (soft limit raised from \($0))" } ?? "")
    }
}
