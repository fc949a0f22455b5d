/// Everything the server can be tuned with. Defaults suit a small self-hosted box.
public struct ServerConfiguration: Sendable {
    public var host: String = "127.0.0.1"
    public var port: UInt16 = 8080
    /// A socket already listening, served on instead of binding `host` and `port`: how a
    /// supervisor hands its socket to each server process it starts.
    public var listener: ListeningSocket?
    /// Event-loop threads; one per core keeps every core busy without contention.
    public var eventLoops: Int = ServerConfiguration.coreCount
    /// The most threads running slow handlers (password hashing, durable writes), each started
    /// when a job finds every other one busy. Writes waiting together share one sync to the
    /// disk, so it is the number of saves that can share one: a thread waiting for the disk
    /// costs no CPU, only its stack and its allocator cache, kept once it has started.
    public var workerThreads: Int = 64
    /// Jobs that may wait for a worker before new ones get 503: a burst of logins queues
    /// with a bound instead of exhausting memory.
    public var workerQueueLimit: Int = 256
    public var maxConnections: Int = 10_000
    public var limits = RequestLimits()
    /// A folder for upload bodies written to files as they arrive (`BodySpool`), on the disk
    /// the data lives on: nil holds every body in memory.
    public var spoolFolder: String?
    /// A multipart body longer than this goes to a file in `spoolFolder`.
    public var spoolThreshold: Int = 1 << 20
    /// The most bodies in files at once: each holds a descriptor of its own beside its
    /// connection's, so these are kept out of `maxConnections` (`DescriptorLimit`); one more
    /// upload waits for a 503.
    public var maxSpooledBodies: Int = 64
    /// A client must send a whole header section within this time of its first byte.
    public var headerTimeout: Double = 10
    /// A client must send a whole body within this time of the end of its header section.
    public var bodyTimeout: Double = 60
    /// A keep-alive connection with nothing in progress is closed after this long.
    public var idleTimeout: Double = 60
    /// A client that reads nothing of a pending response for this long is cut off.
    public var writeTimeout: Double = 30
    /// After an answer given before the request's body was read (a 413, a login redirect), the
    /// rest of the body is read and dropped for at most this long, so that the client reads
    /// the answer instead of a reset (RFC 9112 §9.6; nginx's `lingering_time`).
    public var lingerTime: Double = 30
    /// ... and for at most this many bytes: more than the largest upload a route accepts, so
    /// that a file a little too large still gets its page over any link.
    public var lingerBytes: Int = 256 << 20
    /// ... and only while the client keeps sending: a pause this long ends it (nginx's
    /// `lingering_timeout`).
    public var lingerTimeout: Double = 5
    /// How long a graceful stop waits for in-flight requests.
    public var shutdownGrace: Double = 10
    /// One line per request on standard output.
    public var accessLog: Bool = true
    /// How each of those lines is written.
    public var accessLogFormat: AccessLogFormat = .text

    public init() {}

    public static var coreCount: Int {
        let count = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        return max(1, count)
    }
}

import Glibc
