/// Reads the gym's front-desk export: `{"event_occurrences": [{"id", "name", "start_at",
/// "end_at", "location_id", "staff_members": [{"name"}], "state"}…]}`, times in ISO 8601 with
/// an offset, put on the gym's clocks. Every occurrence is checked before any is stored, and
/// every problem found (up to `maxProblems`) is reported at once.
public enum FrontDeskSchedule {
    public static let maxOccurrences = 10_000
    public static let maxProblems = 10
    /// Ids are the front desk's keys, not text to show: short and printable.
    static let maxIDLength = 64

    public static func parse(_ bytes: [UInt8], timeZone: TimeZoneRules) throws(ScheduleImportError) -> [ImportedClass] {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw .notJSON(error)
        }
        guard document.isObject else { throw .notAnExport("it is \(document.kindName), not an object") }
        guard let list = document["event_occurrences"] else { throw .notAnExport("it has no \"event_occurrences\" list") }
        guard let items = list.array else { throw .notAnExport("\"event_occurrences\" is \(list.kindName), not a list") }
        guard items.count <= maxOccurrences else { throw .tooManyOccurrences(limit: maxOccurrences) }
        var classes: [ImportedClass] = []
        var problems: [String] = []
        var seen: [String: Int] = [:]
        for (offset, item) in items.enumerated() {
            let place = "Occurrence \(offset + 1)"
            do throws(OccurrenceProblem) {
                let imported = try occurrence(item, timeZone: timeZone)
                if let earlier = seen[imported.externalID] {
                    throw OccurrenceProblem(id: imported.externalID, message: "has the same id as occurrence \(earlier); each occurrence needs its own")
                }
                seen[imported.externalID] = offset + 1
                classes.append(imported)
            } catch {
                problems.append("\(place)\(error.id.map { " (id \($0))" } ?? ""): \(error.message).")
                if problems.count == maxProblems { break }
            }
        }
        guard problems.isEmpty else { throw .badOccurrences(problems) }
        return classes
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
