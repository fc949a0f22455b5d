import Domain
import Templates

/// The session page's values: each block with its superset label and rows, each row with the
/// rest that follows it and the row that comes next in the order the sets are done
/// (`SessionOrder`), so the page's script starts the right rest and moves to the right row.
struct SessionView {
    let session: WorkoutSession
    let blocks: [SessionBlock]
    let rowErrors: FieldErrors?
    /// The lifter's offset from UTC when the session started, in seconds.
    let utcOffset: Int
    /// The page's empty block (`emptyBlock`): ids "new", none of the server's, and a
    /// `data-template` ahead of the contract attributes, so that nothing reading the page's
    /// blocks and rows (a test's pattern, a script's query outside the template) counts it.
    var isTemplate = false

    var value: [String: TemplateValue] {
        [
            "title": .string("Workout · \(DateText.short(session.date))"), "heading": .string(session.isOpen ? "Workout" : "Workout finished"),
            "id": .string(String(session.id)), "date": .string(session.date.iso), "date_label": .string(DateText.short(session.date)),
            "open": .bool(session.isOpen), "started": .string(Self.clock(session.startedAt + Int64(utcOffset))), "blocks": .list(blockValues),
        ]
    }

    /// The lift of the page's empty block: text no lift of the lifter's is drawn with there.
    static let placeholderLift = "New exercise"

    /// An exercise with one empty row, drawn as the page's blocks are, for the page's
    /// `<template>`: with no connection the page's script draws an exercise added on the phone
    /// from it (Public/app.js), its ids ("new") and lift (`placeholderLift`) replaced there.
    static func emptyBlock(session: WorkoutSession, unit: WeightUnit) -> TemplateValue {
        let row = SessionSet(id: 0, weight: "", reps: "", rpe: "", kind: .normal, lastTime: "", clientID: "", entryID: nil)
        let block = SessionBlock(id: 0, lift: placeholderLift, unit: unit, restSeconds: 0, joined: false, plan: "", rows: [row])
        return SessionView(session: session, blocks: [block], rowErrors: nil, utcOffset: 0, isTemplate: true).blockValues[0]
    }

    private var blockValues: [TemplateValue] {
        let order = SessionBlock.order(blocks)
        var rest: [Int64: Int] = [:]
        var next: [Int64: Int64] = [:]
        for (index, step) in order.steps.enumerated() {
            let id = blocks[step.block].rows[step.set].id
            rest[id] = step.rest
            if order.steps.indices.contains(index + 1) {
                let following = order.steps[index + 1]
                next[id] = blocks[following.block].rows[following.set].id
            }
        }
        return blocks.enumerated().map { index, block in
            let label = order.labels[index]
            return [
                "id": .string(isTemplate ? "new" : String(block.id)), "template": .bool(isTemplate), "lift": .string(block.lift), "unit": .string(block.unit.rawValue), "plan": .string(block.plan),
                "rest": .int(block.restSeconds), "rest_text": .string(RoutineQuantity.clock(block.restSeconds)),
                "label": .string(label ?? ""), "group": .string(order.group(ofBlock: index) ?? ""),
                "superset_start": .bool(label?.hasSuffix("1") == true && !block.joined),
                "joined": .bool(block.joined), "can_join": .bool(index > 0),
                "can_move_up": .bool(index > 0), "can_move_down": .bool(index < blocks.count - 1),
                "rows": .list(block.rows.enumerated().map { position, row in rowValue(row, set: position + 1, rest: rest[row.id] ?? 0, next: next[row.id]) }),
            ]
        }
    }

    private func rowValue(_ row: SessionSet, set: Int, rest: Int, next: Int64?) -> TemplateValue {
        [
            "id": .string(isTemplate ? "new" : String(row.id)), "set": .int(set), "weight": .string(row.weight), "reps": .string(row.reps), "rpe": .string(row.rpe),
            "last": .string(row.lastTime), "client_id": .string(row.clientID), "done": .bool(row.isDone), "rest": .int(rest),
            "next": .string(next.map { String($0) } ?? ""),
            "kinds": .list(SetKind.allCases.map { kind in
                ["value": .string(kind.rawValue), "label": .string(kind == .normal ? "Normal" : kind.label.prefix(1).uppercased() + kind.label.dropFirst()),
                 "selected": .bool(kind == row.kind)]
            }),
            "weight_error": .string(rowErrors?.message(for: "weight-\(row.id)") ?? ""), "reps_error": .string(rowErrors?.message(for: "reps-\(row.id)") ?? ""),
            "rpe_error": .string(rowErrors?.message(for: "rpe-\(row.id)") ?? rowErrors?.message(for: "kind-\(row.id)") ?? ""),
        ]
    }

    static func summary(_ summary: SessionSummary) -> TemplateValue {
        [
            "duration": .string(summary.durationText), "sets": .int(summary.sets), "warmups": .int(summary.warmups),
            "volume": .string(NumberText.plain(summary.volume.rounded())), "unit": .string(summary.unit.rawValue),
            "records": .string(summary.records.joined(separator: ", ")),
        ]
    }

    /// "14:05": a local time of day, from seconds since the epoch already moved to the zone.
    private static func clock(_ unixTime: Int64) -> String {
        let seconds = ((unixTime % 86_400) + 86_400) % 86_400
        let minutes = seconds / 60
        return "\(minutes / 60 < 10 ? "0" : "")\(minutes / 60):\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"
    }
}
