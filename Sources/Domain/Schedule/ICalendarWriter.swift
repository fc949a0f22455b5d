/// Writes an iCalendar object (RFC 5545) straight into bytes: content lines end in CRLF and
/// are folded at 75 octets without splitting a UTF-8 character (§3.1), text values escape
/// backslash, semicolon, comma and line breaks (§3.3.11), times are UTC (§3.3.5, form #2).
public struct ICalendarWriter {
    public static let maxLineOctets = 75
    private var bytes: [UInt8] = []
    private let stamp: String

    /// Opens the calendar; `stamp` (a Unix time, normally now) is every event's DTSTAMP.
    public init(name: String, stamp: Int) {
        self.stamp = Self.utc(stamp)
        bytes.reserveCapacity(4096)
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
        line("BEGIN:VEVENT")
        property("UID", text: event.uid)
        line("DTSTAMP:" + stamp)
        line("DTSTART:" + Self.utc(event.start))
        line("DTEND:" + Self.utc(event.end))
        property("SUMMARY", text: event.summary)
        if !event.location.isEmpty { property("LOCATION", text: event.location) }
        if !event.description.isEmpty { property("DESCRIPTION", text: event.description) }
        line(event.isCancelled ? "STATUS:CANCELLED" : "STATUS:CONFIRMED")
        line("END:VEVENT")
    }

    /// Closes the calendar and hands over its bytes.
    public consuming func finish() -> [UInt8] {
        line("END:VCALENDAR")
        return bytes
    }

    private mutating func property(_ name: String, text: String) {
        line(name + ":" + Self.escaped(text))
    }

    /// Appends one content line, folded: after every 75 octets (74 on continuation lines, whose
    /// leading space counts) at the start of a UTF-8 character, CRLF and a space.
    private mutating func line(_ text: String) {
        var octets = 0
        for byte in text.utf8 {
            let startsCharacter = byte & 0xC0 != 0x80
            if startsCharacter && octets + Self.length(ofCharacterStartingWith: byte) > Self.maxLineOctets {
                bytes.append(contentsOf: [0x0D, 0x0A, 0x20])
                octets = 1
            }
            bytes.append(byte)
            octets += 1
        }
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    private static func length(ofCharacterStartingWith byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// TEXT as §3.3.11 writes it; a CR of a CR LF pair goes, since `\n` stands for the break.
    static func escaped(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": output.append(contentsOf: "\\\\".unicodeScalars)
            case ";": output.append(contentsOf: "\\;".unicodeScalars)
            case ",": output.append(contentsOf: "\\,".unicodeScalars)
            case "\n": output.append(contentsOf: "\\n".unicodeScalars)
            case "\r": continue
            // Other controls are not TEXT (§3.3.11: TSAFE-CHAR excludes CONTROL).
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            default: output.append(scalar)
            }
        }
        return String(output)
    }

    /// `20260302T140000Z`
    static func utc(_ time: Int) -> String {
        let date = CalendarDate(unixTime: time)
        let seconds = time - date.daysSinceEpoch * 86_400
        func pad(_ value: Int) -> String { value < 10 ? "0" + String(value) : String(value) }
        return date.iso.filter { $0 != "-" } + "T" + pad(seconds / 3600) + pad(seconds % 3600 / 60) + pad(seconds % 60) + "Z"
    }
}
