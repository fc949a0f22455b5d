import Glibc

/// Collects one line per request and writes them with a single system call per event-loop
/// turn, so logging at tens of thousands of requests a second stays cheap.
struct AccessLog {
    private var buffer: [UInt8] = []
    private let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
        buffer.reserveCapacity(enabled ? 16 * 1024 : 0)
    }

    /// `time method path status bytes µs id`
    mutating func record(time: String, request: Request, status: Int, bytes: Int, microseconds: Int) {
        guard enabled else { return }
        buffer.append(contentsOf: "\(time) \(request.method) \(sanitized(request.path)) \(status) \(bytes) \(microseconds)us \(request.id)\n".utf8)
        if buffer.count > 64 * 1024 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(STDOUT_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// A path is client input: keep log lines one line each and free of terminal escapes.
    private func sanitized(_ path: String) -> String {
        path.utf8.contains { $0 < 0x21 || $0 == 0x7F } ? String(path.unicodeScalars.map { $0.value < 0x21 || $0.value == 0x7F ? "?" : Character($0) }) : path
    }
}
