import Domain

/// libFuzzer entry point for the schedule's readers of untrusted input (issue 12): the front
/// desk's JSON export (`FrontDeskSchedule`, with its ISO 8601 times), and a pasted workout
/// post (`HTMLTextReader`, `WODPost`); what they produce also goes through the iCalendar
/// writer. None may crash or hang, and what they return must keep their promises: classes end
/// after they start on a schedule date, text lines are non-empty, trimmed, within the limits and
/// free of refused characters, and calendar lines are CRLF-terminated UTF-8 of at most 75 octets.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var writer = ICalendarWriter(name: String(decoding: bytes.prefix(200), as: UTF8.self), stamp: 1_772_460_000)
    if let classes = try? FrontDeskSchedule.parse(bytes[...], timeZone: .utc) {
        for imported in classes {
            precondition(imported.ends > imported.starts, "a class that ends before it starts")
            precondition(ScheduleRules.dates.contains(imported.date), "a date outside the schedule")
            precondition(!imported.externalID.isEmpty && imported.externalID.count <= 64, "an id out of bounds")
            let start = imported.date.daysSinceEpoch * 86_400 + imported.starts.minutesSinceMidnight * 60
            writer.add(CalendarEvent(uid: imported.externalID, start: start, end: start + 60, summary: imported.classType,
                                     location: imported.locationExternalID, description: imported.coach, isCancelled: imported.isCancelled))
        }
    }
    let text = HTMLTextReader.read(bytes)
    precondition(text.lines.count <= HTMLTextReader.maxLines, "too many lines")
    for line in text.lines {
        precondition(!line.text.isEmpty && line.text.count <= HTMLTextReader.maxLineLength, "a line out of bounds")
        precondition(line.text.first != " " && line.text.last != " ", "an untrimmed line")
        precondition((try? PlainText.parse(line.text, multiline: false).get()) == line.text, "a refused character, or not NFC")
    }
    let post = WODPost(html: bytes, classTypes: ["A10", "AStrong", "Yoga"])
    precondition(post.unassigned.count + post.sections.reduce(0) { $0 + $1.lines.count }
                 + post.unknownHeadings.reduce(0) { $0 + $1.lines.count } <= text.lines.count, "lines appeared")
    // Every unknown heading decided by the input's length: each choice sends lines to one place only.
    let choices: [HeadingChoice] = [.skip, .create, .existing("yoga"), .above, .existing("no such type")]
    let decided = WODPost(html: bytes, classTypes: ["A10", "AStrong", "Yoga"], choices: Dictionary(
        post.unknownHeadings.enumerated().map { (WODPost.key($1.name), choices[($0 + bytes.count) % choices.count]) }) { first, _ in first })
    precondition(decided.unassigned.count + decided.sections.reduce(0) { $0 + $1.lines.count }
                 + decided.unknownHeadings.reduce(0) { $0 + $1.lines.count } <= text.lines.count, "lines appeared with choices")
    precondition(decided.unknownHeadings.map(\.name) == post.unknownHeadings.map(\.name), "the choices changed which headings there are")
    for section in post.sections {
        writer.add(CalendarEvent(uid: section.classType, start: 0, end: 60, summary: section.classType, location: "",
                                 description: section.body, isCancelled: false))
    }
    let calendar = writer.finish()
    precondition(String(validating: calendar, as: UTF8.self) != nil, "the calendar is not UTF-8")
    var lineLength = 0
    for (index, byte) in calendar.enumerated() {
        if byte == 0x0A {
            precondition(index > 0 && calendar[index - 1] == 0x0D, "a bare line feed")
            lineLength = 0
        } else if byte != 0x0D {
            lineLength += 1
            precondition(lineLength <= ICalendarWriter.maxLineOctets, "a line longer than 75 octets")
        }
    }
    return 0
}
