import Glibc

/// Collects one line per request and writes them with a single system call per event-loop
/// turn, so logging at tens of thousands of requests a second stays cheap. Every turn ends
/// with the write, so a line waits only for the rest of its turn (never for a timeout), and
/// the loop flushes once more when it stops.
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

    /// `request` is nil for bytes that never became a request: its method and path log as `-`.
    /// Optional here rather than a stand-in made by the caller, which copied every request.
    mutating func record(time: String, request: Request?, status: Int, bytes: Int, microseconds: Int) {
        guard enabled else { return }
        let line = Line(method: request?.method.rawValue ?? "-", path: request?.path ?? "-", id: request?.id ?? "",
                        status: status, bytes: bytes, microseconds: microseconds)
        switch format {
        case .text: appendText(time: time, line)
        case .json: appendJSON(time: time, line)
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

    /// `time method path status bytes µs id`, measured, written into memory of that size and
    /// appended at once: no string is built per request.
    private mutating func appendText(time: String, _ line: Line) {
        let capacity = time.utf8.count + line.method.utf8.count + line.path.utf8.count + line.id.utf8.count + 3 * 20 + 8
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { memory in
            var text = PointerWriter(memory.baseAddress!)
            text.put(verbatim: time)
            text.put(" ")
            text.put(verbatim: line.method)
            text.put(" ")
            // A path is client input: keep log lines one line each and free of terminal escapes.
            let path = text.count
            text.put(verbatim: line.path)
            for index in path..<text.count where memory[index] < 0x21 || memory[index] == 0x7F { memory[index] = UInt8(ascii: "?") }
            text.put(" ")
            text.putDecimal(line.status)
            text.put(" ")
            text.putDecimal(line.bytes)
            text.put(" ")
            text.putDecimal(line.microseconds)
            text.put("us ")
            text.put(verbatim: line.id)
            text.put("\n")
            buffer.append(contentsOf: UnsafeBufferPointer(start: memory.baseAddress, count: text.count))
        }
    }

    private mutating func appendJSON(time: String, _ line: Line) {
        buffer.append(utf8: #"{"time":""#)
        buffer.append(utf8: time)
        buffer.append(utf8: #"","method":"#)
        appendJSONString(line.method)
        buffer.append(utf8: #","path":"#)
        appendJSONString(line.path)
        buffer.append(utf8: #","status":"#)
        buffer.appendDecimal(line.status)
        buffer.append(utf8: #","bytes":"#)
        buffer.appendDecimal(line.bytes)
        // Seconds to the microsecond: the whole seconds, a point, six digits.
        buffer.append(utf8: #","duration":"#)
        buffer.appendDecimal(line.microseconds / 1_000_000)
        buffer.append(UInt8(ascii: "."))
        buffer.appendDecimal(line.microseconds % 1_000_000, digits: 6)
        buffer.append(utf8: #","request_id":"#)
        appendJSONString(line.id)
        buffer.append(utf8: "}\n")
    }

    /// What a line says of its request.
    private struct Line {
        let method: String
        let path: String
        let id: String
        let status: Int
        let bytes: Int
        let microseconds: Int
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A JSON string (RFC 8259 §7): quotes and backslashes escaped, control characters and
    /// DEL as `\u00XX` so a path cannot break the line or reach a terminal raw. Most texts need
    /// none of it and are copied at once.
    private mutating func appendJSONString(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            guard bytes.contains(where: Self.needsEscape) else {
                buffer.append(contentsOf: bytes)
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    buffer.append(UInt8(ascii: "\\"))
                    buffer.append(byte)
                case 0..<0x20, 0x7F:
                    buffer.append(utf8: #"\u00"#)
                    buffer.append(Self.hexDigits[Int(byte >> 4)])
                    buffer.append(Self.hexDigits[Int(byte & 0xF)])
                default:
                    buffer.append(byte)
                }
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
