/// Reads the gym's front-desk export: `{"event_occurrences": [{"id", "name", "start_at",
/// "end_at", "location_id", "staff_members": [{"name"}], "state"}…]}`, times in ISO 8601 with
/// an offset, put on the gym's clocks. Every occurrence is checked before any is stored, and
/// every problem found (up to `maxProblems`) is reported at once.
public enum FrontDeskSchedule {
    public static let maxOccurrences = 10_000
    public static let maxProblems = 10
    /// Ids are the front desk's keys, not text to show: short and printable.
    static let maxIDLength = 64

    /// The members of an occurrence that are read; the others are checked and skipped.
    static let occurrenceKeys: Set<String> = ["id", "name", "start_at", "end_at", "location_id", "staff_members", "state"]

    /// Reads the export where it lies (issue 35): the document is checked as JSON first, keeping
    /// nothing, then its occurrences are read one at a time, each as a small object of the
    /// members above, so the file is never held as a tree of JSON values (a 3.9 MB export took
    /// 85 MB that way).
    public static func parse(_ bytes: ArraySlice<UInt8>, timeZone: TimeZoneRules) throws(ScheduleImportError) -> [ImportedClass] {
        var reader = JSONReader(bytes)
        try json { () throws(JSONError) in
            var check = reader
            try check.skipValue()
            try check.end()
        }
        let kind = try json { () throws(JSONError) in try reader.kind() }
        guard kind == .object else { throw .notAnExport("it is \(kind.name), not an object") }
        try json { () throws(JSONError) in try reader.beginObject() }
        var classes: [ImportedClass]?
        while let key = try json({ () throws(JSONError) in try reader.nextKey() }) {
            if key == "event_occurrences" && classes == nil {
                classes = try occurrences(&reader, timeZone: timeZone)
            } else {
                try json { () throws(JSONError) in try reader.skipValue() }
            }
        }
        guard let classes else { throw .notAnExport("it has no \"event_occurrences\" list") }
        return classes
    }

    /// A step of reading the document, checked as JSON already: a failure is not expected.
    private static func json<Value>(_ step: () throws(JSONError) -> Value) throws(ScheduleImportError) -> Value {
        do {
            return try step()
        } catch {
            throw .notJSON(error)
        }
    }

    /// The `event_occurrences` list: counted before any item is read, then read an item at a time.
    private static func occurrences(_ reader: inout JSONReader, timeZone: TimeZoneRules) throws(ScheduleImportError) -> [ImportedClass] {
        let kind = try json { () throws(JSONError) in try reader.kind() }
        guard kind == .array else { throw .notAnExport("\"event_occurrences\" is \(kind.name), not a list") }
        let count = try json { () throws(JSONError) in try reader.countItems() }
        guard count <= maxOccurrences else { throw .tooManyOccurrences(limit: maxOccurrences) }
        var classes: [ImportedClass] = []
        classes.reserveCapacity(count)
        var problems: [String] = []
        var seen: [String: Int] = [:]
        try json { () throws(JSONError) in try reader.beginArray() }
        var place = 0
        while try json({ () throws(JSONError) in try reader.nextItem() }) {
            let item = try json { () throws(JSONError) in try occurrenceMembers(&reader) }
            place += 1
            do throws(OccurrenceProblem) {
                let imported = try occurrence(item, timeZone: timeZone)
                if let earlier = seen[imported.externalID] {
                    throw OccurrenceProblem(id: imported.externalID, message: "has the same id as occurrence \(earlier); each occurrence needs its own")
                }
                seen[imported.externalID] = place
                classes.append(imported)
            } catch {
                problems.append("Occurrence \(place)\(error.id.map { " (id \($0))" } ?? ""): \(error.message).")
                if problems.count == maxProblems { break }
            }
        }
        guard problems.isEmpty else { throw .badOccurrences(problems) }
        return classes
    }

    /// An occurrence as an object of the members read (the first of a repeated key, as a
    /// reader of the whole tree takes), or the value itself when it is not an object.
    private static func occurrenceMembers(_ reader: inout JSONReader) throws(JSONError) -> JSONValue {
        guard try reader.kind() == .object else { return try JSONParser.value(&reader) }
        try reader.beginObject()
        var members: [(key: String, value: JSONValue)] = []
        while let key = try reader.nextKey() {
            if occurrenceKeys.contains(key) && !members.contains(where: { $0.key == key }) {
                members.append((key, try JSONParser.value(&reader)))
            } else {
                try reader.skipValue()
            }
        }
        return .object(members)
    }

    private struct OccurrenceProblem: Error {
        var id: String?
        let message: String
    }

    private static func occurrence(_ item: JSONValue, timeZone: TimeZoneRules) throws(OccurrenceProblem) -> ImportedClass {
        guard item.isObject else { throw OccurrenceProblem(message: "is \(item.kindName), not an object") }
        var id: String?
        do throws(OccurrenceProblem) {
            id = try key(item, "id")
            let name = try text(item, "name", length: ClassTypeInput.maxName)
            let start = try time(item, "start_at")
            let end = try time(item, "end_at")
            let location = try key(item, "location_id")
            let coach = try staff(item["staff_members"])
            let (date, starts) = local(start, timeZone)
            let (endDate, ends) = local(end, timeZone)
            guard end.unixTime > start.unixTime else {
                throw OccurrenceProblem(message: "\"end_at\" must come after \"start_at\"")
            }
            guard endDate == date, ends > starts else {
                throw OccurrenceProblem(message: "it ends on another day than it starts (on the gym's clocks); classes end the day they start")
            }
            guard ScheduleRules.dates.contains(date) else {
                throw OccurrenceProblem(message: "its date \(date.iso) is outside the schedule's dates, \(ScheduleRules.datesText)")
            }
            let state = item["state"]?.string?.lowercased()
            return ImportedClass(externalID: id ?? "", classType: name, locationExternalID: location, coach: coach, date: date,
                                 starts: starts, ends: ends, isCancelled: state == "cancelled" || state == "canceled")
        } catch {
            throw OccurrenceProblem(id: id, message: error.message)
        }
    }

    /// An id as text or as a whole number (`1234` and `"1234"` are the same id).
    private static func key(_ item: JSONValue, _ name: String) throws(OccurrenceProblem) -> String {
        switch item[name] {
        case .string(let text)?:
            let clean = String(text.trimmingSpaces())
            guard (1...maxIDLength).contains(clean.count), clean.unicodeScalars.allSatisfy({ PlainText.refusedKind($0) == nil }) else {
                throw OccurrenceProblem(message: "\"\(name)\" must be 1 to \(maxIDLength) printable characters")
            }
            return clean
        case .number(let number)?:
            guard number.rounded() == number, abs(number) < 9_007_199_254_740_992 else {
                throw OccurrenceProblem(message: "\"\(name)\" must be a whole number or text")
            }
            return String(Int64(clamping: number))
        case let other?:
            throw OccurrenceProblem(message: "\"\(name)\" is \(other.kindName); it must be a number or text")
        case nil:
            throw OccurrenceProblem(message: "it has no \"\(name)\"")
        }
    }

    private static func text(_ item: JSONValue, _ name: String, length: Int) throws(OccurrenceProblem) -> String {
        guard let raw = item[name]?.string else { throw OccurrenceProblem(message: "it has no \"\(name)\" text") }
        guard case .success(let clean) = PlainText.parse(raw, multiline: false) else {
            throw OccurrenceProblem(message: "\"\(name)\" holds a control or text-direction character")
        }
        let text = String(clean.trimmingSpaces())
        guard (1...length).contains(text.count) else {
            throw OccurrenceProblem(message: "\"\(name)\" must be 1 to \(length) characters")
        }
        return text
    }

    private static func time(_ item: JSONValue, _ name: String) throws(OccurrenceProblem) -> Timestamp {
        guard let raw = item[name]?.string else { throw OccurrenceProblem(message: "it has no \"\(name)\" time") }
        guard let time = Timestamp(iso: raw), ScheduleRules.dates.contains(time.writtenDate) else {
            var shown = String.UnicodeScalarView(raw.unicodeScalars.prefix(40).filter { PlainText.refusedKind($0) == nil })
            if raw.unicodeScalars.count > 40 { shown.append("…") }
            throw OccurrenceProblem(message: "\"\(name)\" must be an ISO 8601 time with an offset or Z, such as 2026-03-02T06:00:00-08:00, not \"\(String(shown))\"")
        }
        return time
    }

    /// The coaches' names, joined; no staff is no coach.
    private static func staff(_ value: JSONValue?) throws(OccurrenceProblem) -> String {
        guard let value, value != .null else { return "" }
        guard let members = value.array else { throw OccurrenceProblem(message: "\"staff_members\" must be a list") }
        var names: [String] = []
        for member in members {
            guard member.isObject else { throw OccurrenceProblem(message: "each of \"staff_members\" must be an object with a \"name\"") }
            guard let raw = member["name"]?.string else { continue }
            guard case .success(let clean) = PlainText.parse(raw, multiline: false) else {
                throw OccurrenceProblem(message: "a staff member's name holds a control or text-direction character")
            }
            let name = String(clean.trimmingSpaces())
            if !name.isEmpty { names.append(name) }
        }
        let coach = names.joined(separator: ", ")
        guard coach.count <= ClassInput.maxCoach else {
            throw OccurrenceProblem(message: "the staff members' names are longer than \(ClassInput.maxCoach) characters together")
        }
        return coach
    }

    /// The date and wall-clock time on the gym's clocks at an instant.
    private static func local(_ time: Timestamp, _ zone: TimeZoneRules) -> (CalendarDate, ClockTime) {
        let local = time.unixTime + zone.utcOffset(atUnixTime: time.unixTime)
        let date = CalendarDate(unixTime: local)
        let seconds = local - date.daysSinceEpoch * 86_400
        return (date, ClockTime(hour: seconds / 3600, minute: seconds % 3600 / 60) ?? ClockTime(hour: 0, minute: 0)!)
    }
}
