/// Writes an iCalendar object (RFC 5545) straight into bytes: content lines end in CRLF and
/// are folded at 75 octets without splitting a UTF-8 character (§3.1), text values escape
/// backslash, semicolon, comma and line breaks (§3.3.11), times are UTC (§3.3.5, form #2).
/// Each byte is written once, with no text built on the way: a four-week feed is hundreds of
/// events.
public struct ICalendarWriter {
    public static let maxLineOctets = 75
    private var bytes: [UInt8] = []
    /// Octets on the physical line being written, for folding.
    private var octets = 0
    private let stamp: [UInt8]
    private var hasEvents = false

    /// Opens the calendar; `stamp` (a Unix time, normally now) is every event's DTSTAMP.
    public init(name: String, stamp: Int) {
        var stampBytes: [UInt8] = []
        Self.appendUTC(stamp, to: &stampBytes)
        self.stamp = stampBytes
        bytes.reserveCapacity(64 * 1024)
        line("BEGIN:VCALENDAR")
        line("VERSION:2.0")
        line("PRODID:-//Lifting Log//Gym schedule//EN")
        line("CALSCALE:GREGORIAN")
        line("METHOD:PUBLISH")
        property("X-WR-CALNAME", text: name)
        // How often a subscribed app should look again (RFC 7986 §5.7, and its older name).
        line("REFRESH-INTERVAL;VALUE=DURATION:PT1H")
        line("X-PUBLISHED-TTL:PT1H")
    }

    public mutating func add(_ event: CalendarEvent) {
        hasEvents = true
        line("BEGIN:VEVENT")
        property("UID", text: event.uid)
        time("DTSTAMP:", bytes: stamp)
        time("DTSTART:", event.start)
        time("DTEND:", event.end)
        property("SUMMARY", text: event.summary)
        if !event.location.isEmpty { property("LOCATION", text: event.location) }
        if !event.description.isEmpty { property("DESCRIPTION", text: event.description) }
        line(event.isCancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED")
        line("END:VEVENT")
    }

    /// Closes the calendar and hands over its bytes. A calendar holds one component at least
    /// (§3.6); with no class in the weeks it covers, that is the zone of its times, UTC, as a
    /// VTIMEZONE (§3.6.5), so a strict reader takes the empty feed as well.
    public consuming func finish() -> [UInt8] {
        if !hasEvents {
            line("BEGIN:VTIMEZONE")
            line("TZID:UTC")
            line("BEGIN:STANDARD")
            line("DTSTART:19700101T000000")
            line("TZOFFSETFROM:+0000")
            line("TZOFFSETTO:+0000")
            line("END:STANDARD")
            line("END:VTIMEZONE")
        }
        line("END:VCALENDAR")
        return bytes
    }

    // MARK: Content lines

    /// A line of the writer's own, always shorter than 75 octets.
    private mutating func line(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
        endLine()
    }

    /// `NAME:` and the value as TEXT, escaped as §3.3.11 writes it; a CR of a CR LF pair goes,
    /// since `\n` stands for the break, and other controls are not TEXT at all.
    private mutating func property(_ name: StaticString, text: String) {
        // Most values need neither escaping nor folding: copied whole.
        if name.utf8CodeUnitCount + 1 + text.utf8.count <= Self.maxLineOctets && !text.utf8.contains(where: Self.needsEscaping) {
            name.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: text.utf8)
            endLine()
            return
        }
        name.withUTF8Buffer { for byte in $0 { append(byte) } }
        append(UInt8(ascii: ":"))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
                append(UInt8(ascii: "\\"))
                append(byte)
            case UInt8(ascii: "\n"):
                append(UInt8(ascii: "\\"))
                append(UInt8(ascii: "n"))
            case 0x09: append(byte)
            case 0..<0x20, 0x7F: continue
            default: append(byte)
            }
        }
        endLine()
    }

    /// `NAME:` and a UTC time: 24 octets at most, never folded.
    private mutating func time(_ name: StaticString, _ time: Int) {
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        Self.appendUTC(time, to: &bytes)
        endLine()
    }

    private mutating func time(_ name: StaticString, bytes digits: [UInt8]) {
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: digits)
        endLine()
    }

    private static func needsEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
    }

    /// One octet of a content line, folding first when a character starting here would pass
    /// 75 octets (74 on continuation lines, whose leading space counts).
    private mutating func append(_ byte: UInt8) {
        if byte & 0xC0 != 0x80 && octets + Self.length(ofCharacterStartingWith: byte) > Self.maxLineOctets {
            bytes.append(0x0D)
            bytes.append(0x0A)
            bytes.append(0x20)
            octets = 1
        }
        bytes.append(byte)
        octets += 1
    }

    private mutating func endLine() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        octets = 0
    }

    private static func length(ofCharacterStartingWith byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// `20260302T140000Z`
    static func appendUTC(_ time: Int, to output: inout [UInt8]) {
        let date = CalendarDate(unixTime: time)
        let seconds = time - date.daysSinceEpoch * 86_400
        appendDigits(date.year, width: 4, to: &output)
        appendDigits(date.month, width: 2, to: &output)
        appendDigits(date.day, width: 2, to: &output)
        output.append(UInt8(ascii: "T"))
        appendDigits(seconds / 3600, width: 2, to: &output)
        appendDigits(seconds % 3600 / 60, width: 2, to: &output)
        appendDigits(seconds % 60, width: 2, to: &output)
        output.append(UInt8(ascii: "Z"))
    }

    private static func appendDigits(_ value: Int, width: Int, to output: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// The UTC form of a Unix time, for tests and messages.
    static func utc(_ time: Int) -> String {
        var output: [UInt8] = []
        appendUTC(time, to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
