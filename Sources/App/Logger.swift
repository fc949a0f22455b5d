import Glibc

/// Application log lines on standard error, one `write` per line so threads never interleave.
/// The access log is the server's and goes to standard output.
public struct Logger: Sendable {
    public let level: LogLevel

    public init(level: LogLevel) {
        self.level = level
    }

    public func error(_ message: String) { log(.error, message) }
    public func warning(_ message: String) { log(.warning, message) }
    public func info(_ message: String) { log(.info, message) }

    private func log(_ messageLevel: LogLevel, _ message: String) {
        guard messageLevel >= level else { return }
        let line = Array("\(messageLevel.rawValue): \(message)\n".utf8)
        line.withUnsafeBytes { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}
