import Domain
import Storage
import Templates

/// A training day as the templates read it, one line per exercise (`LogbookLine`): the day page
/// opens each line to its sets, the list's cards show the lines alone.
enum LogbookView {
    /// The lines of a day; `records` are the lift keys whose PR was set that day (marked once,
    /// on the lift's first line), `marked` the entries that set them.
    static func lines(_ entries: [WorkoutEntry], records: Set<String>, marked: Set<Int64> = []) -> TemplateValue {
        var badged: Set<String> = []
        return .list(LogbookLine.lines(entries).map { line in
            let pr = records.contains(line.key) && badged.insert(line.key).inserted
            return [
                "lift": .string(line.lift), "label": .string(line.label ?? ""), "pr": .bool(pr),
                "runs": .list(line.runs.map { run in
                    ["text": .string(run.text(withUnit: line.writesUnitPerRun)), "letter": .string(run.letter),
                     "label": .string(run.kind.label), "kind": .string(run.kind.rawValue)]
                }),
                "closing_unit": .string(line.closingUnit), "set_count": .int(line.setCount),
                "entries": .rows(WorkoutPages.entryRows(line.entries, records: marked)),
            ]
        })
    }

    /// The day's live sessions: how long each ran, its sets and its volume in the lifter's unit
    /// (warm-ups lift none). A session with no set of this day's entries is left out.
    static func sessions(_ sessions: [Database.SessionTimes], entries: [WorkoutEntry], unit: WeightUnit) -> TemplateValue {
        .list(sessions.compactMap { session in
            let sets = entries.filter { $0.sessionID == session.id }
            guard !sets.isEmpty else { return nil }
            let volume = sets.reduce(0) { $0 + unit.fromKilograms($1.unit.toKilograms($1.volume)) }
            var value: [String: TemplateValue] = [
                "id": .string(String(session.id)), "open": .bool(session.finishedAt == nil),
                "sets": .int(sets.reduce(0) { $0 + $1.sets }), "unit": .string(unit.rawValue),
                "volume": .string(NumberText.grouped(Int(exactly: volume.rounded()) ?? 0)),
            ]
            if let seconds = session.seconds {
                value["duration"] = .string(TrackText.clock(Double(seconds)))
                value["duration_words"] = .string(TrackText.words(Double(seconds)))
                value["duration_iso"] = .string("PT\(seconds)S")
            }
            return .dictionary(value)
        })
    }
}
