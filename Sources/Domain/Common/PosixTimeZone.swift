/// A POSIX TZ string such as `PST8PDT,M3.2.0,M11.1.0` or `<+0530>-5:30` (POSIX.1-2017 §8.3,
/// with the extensions of RFC 8536 §3.3.1): the rule a TZif footer gives for instants after
/// the file's last transition.
struct PosixTimeZone: Sendable, Equatable {
    /// Seconds east of UTC in standard time (the string itself counts hours west).
    let standardOffset: Int
    let daylightSaving: PosixDaylightSaving?

    init(_ text: String) throws(TimeZoneRulesError) {
        var scanner = PosixTimeZoneScanner(text)
        try scanner.designation()
        standardOffset = try scanner.offsetEast()
        guard !scanner.isAtEnd else {
            daylightSaving = nil
            return
        }
        try scanner.designation()
        // POSIX: without its own offset, daylight time is one hour ahead of standard time.
        let offset = [nil, UInt8(ascii: ",")].contains(scanner.next) ? standardOffset + 3600 : try scanner.offsetEast()
        try scanner.expect(",", "daylight saving time needs its start and end rules after a comma")
        let start = try scanner.rule()
        try scanner.expect(",", "the start rule needs an end rule after a comma")
        let end = try scanner.rule()
        guard scanner.isAtEnd else { throw scanner.failure("unexpected text after the end rule") }
        daylightSaving = PosixDaylightSaving(offset: offset, start: start, end: end)
    }

    func utcOffset(atUnixTime time: Int) -> Int {
        guard let daylightSaving, daylightSaving.isInForce(atUnixTime: time, standardOffset: standardOffset) else {
            return standardOffset
        }
        return daylightSaving.offset
    }
}
