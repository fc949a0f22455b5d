import Storage
import Templates

/// What an upload of routes did, file by file: imported (with links), already there (the
/// route it matched) and refused (with the reason). Each list keeps its first `maxListed`
/// rows, so a 10,000-activity archive's page and memory stay bounded; the counts are whole.
struct TrackImportReport {
    static let maxListed = 1_000

    private struct Row {
        let file: String
        let text: String
        let id: Int64?
    }

    private var imported = Tally()
    private var already = Tally()
    private var refused = Tally()
    var ignored = 0

    private struct Tally {
        var count = 0
        var rows: [Row] = []

        mutating func add(_ row: Row) {
            count += 1
            if rows.count < TrackImportReport.maxListed { rows.append(row) }
        }

        var templateValue: TemplateValue {
            .list(rows.map { ["file": .string($0.file), "text": .string($0.text), "id": .int(Int($0.id ?? 0))] })
        }
    }

    var refusedCount: Int { refused.count }

    mutating func add(_ addition: TrackAddition, title: String, file: String) {
        switch addition {
        case .added(let id): imported.add(Row(file: file, text: title, id: id))
        case .already(let id): already.add(Row(file: file, text: title, id: id))
        }
    }

    mutating func refuse(_ file: String, reason: String) {
        refused.add(Row(file: file, text: reason, id: nil))
    }

    func context(title: String) -> [String: TemplateValue] {
        var context: [String: TemplateValue] = ["title": .string(title), "ignored": .int(ignored)]
        for (name, tally) in [("imported", imported), ("already", already), ("refused", refused)] {
            context[name] = tally.templateValue
            context[name + "_count"] = .int(tally.count)
            context["more_" + name] = .int(tally.count - tally.rows.count)
        }
        return context
    }
}
