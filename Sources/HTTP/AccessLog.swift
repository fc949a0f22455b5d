import Glibc

/// Collects one line per request and writes them with a single system call per event-loop
/// turn, so logging at tens of thousands of requests a second stays cheap. A turn ends at
/// least every 250 ms (the loop's `epoll_wait` timeout), so no line waits longer than that,
/// and the loop flushes once more when it stops.
struct AccessLog {
    /// Lines not yet written; read by tests.
    private(set) var buffer: [UInt8] = []
    private let enabled: Bool
    private let format: AccessLogFormat

    init(enabled: Bool, format: AccessLogFormat) {
        self.enabled = enabled
        self.format = format
        buffer.reserveCapacity(enabled ? 16 * 1024 : 0)
    }

    mutating func record(time: String, request: Request, status: Int, bytes: Int, microseconds: Int) {
        guard enabled else { return }
        switch format {
        case .text:
            buffer.append(contentsOf: "\(time) \(request.method) \(sanitized(request.path)) \(status) \(bytes) \(microseconds)us \(request.id)\n".utf8)
        case .json:
            appendJSON(time: time, request: request, status: status, bytes: bytes, microseconds: microseconds)
        }
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

    private mutating func appendJSON(time: String, request: Request, status: Int, bytes: Int, microseconds: Int) {
        let fraction = String(microseconds % 1_000_000)
        let duration = "\(microseconds / 1_000_000)." + String(repeating: "0", count: 6 - fraction.utf8.count) + fraction
        buffer.append(contentsOf: #"{"time":""#.utf8)
        buffer.append(contentsOf: time.utf8)
        buffer.append(contentsOf: #"","method":"#.utf8)
        appendJSONString(request.method.rawValue)
        buffer.append(contentsOf: #","path":"#.utf8)
        appendJSONString(request.path)
        buffer.append(contentsOf: #","status":\#(status),"bytes":\#(bytes),"duration":\#(duration),"request_id":"#.utf8)
        appendJSONString(request.id)
        buffer.append(contentsOf: "}\n".utf8)
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string (RFC 8259 §7): quotes and backslashes escaped, control characters and
    /// DEL as `\u00XX` so a path cannot break the line or reach a terminal raw.
    private mutating func appendJSONString(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                buffer.append(UInt8(ascii: "\\"))
                buffer.append(byte)
            case 0..<0x20, 0x7F:
                buffer.append(contentsOf: #"\u00"#.utf8)
                buffer.append(Self.hexDigits[Int(byte >> 4)])
                buffer.append(Self.hexDigits[Int(byte & 0xF)])
            default:
                buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
