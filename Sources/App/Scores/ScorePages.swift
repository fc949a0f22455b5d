import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Scores of the workout of the day: staff set how each part is scored; members post, change
/// and delete their own score, and read the whiteboard on `/wod` (`boardValue`); a member's
/// attempts at a benchmark workout over the years.
struct ScorePages: Sendable {
    let services: Services

    /// Staff: `score_type`, `time_cap`, `benchmark` for part `:part` of `:date`.
    func saveScoring(_ visit: Visit, user: User) throws -> Response {
        let part = try self.part(visit)
        switch PartScoring.parse(scoreType: visit.form["score_type"], timeCap: visit.form["time_cap"], benchmark: visit.form["benchmark"]) {
        case .failure(let errors):
            return try WODPages(services: services).refusedScoring(visit, part: part, errors: errors)
        case .success(let scoring):
            try services.database.saveScoring(on: part.date, classTypeID: part.classTypeID, scoring)
            return .redirect(to: "/staff/wod?date=\(part.date.iso)&scored=\(part.number)#part-\(part.number)")
        }
    }

    /// A member's score for a part: `score` as they write it, `division`, `note`. Posting again
    /// changes it.
    func postScore(_ visit: Visit, user: User) throws -> Response {
        let part = try scoredPart(visit)
        var errors: [FieldError] = []
        var score: Score?
        switch Score.parse(visit.form["score"], scoring: part.scoring, unit: user.unit) {
        case .success(let parsed): score = parsed
        case .failure(let problems): errors += problems.errors
        }
        let division = Division(rawValue: visit.form["division"] ?? "")
        if division == nil { errors.append(FieldError(field: "division", message: "Choose Rx or Scaled.")) }
        let note = PlainText.parse(visit.form["note"] ?? "", multiline: false).map { String($0.trimmingSpaces()) }
        if case .failure(let problem) = note { errors.append(FieldError(field: "note", message: problem.message)) }
        if case .success(let text) = note, text.count > Score.maxNote {
            errors.append(FieldError(field: "note", message: "Keep the note to 200 characters or fewer."))
        }
        guard errors.isEmpty, let score, let division, case .success(let text) = note else {
            return try WODPages(services: services).refusedScore(visit, date: part.date, part: part.number, errors: FieldErrors(errors))
        }
        try services.database.saveScore(userID: user.id, on: part.date, classTypeID: part.classTypeID, score, division: division, note: text,
                                        now: services.clock.now())
        return .redirect(to: "/wod?date=\(part.date.iso)&posted=\(part.number)#part-\(part.number)")
    }

    func deleteScore(_ visit: Visit, user: User) throws -> Response {
        let part = try scoredPart(visit)
        guard try services.database.deleteScore(userID: user.id, on: part.date, classTypeID: part.classTypeID) else {
            throw HTTPError(.notFound, "You have no score on this part to delete.")
        }
        return .redirect(to: "/wod?date=\(part.date.iso)#part-\(part.number)")
    }

    /// `/benchmarks/:name`: the member's every attempt at a benchmark, the best marked.
    func showBenchmark(_ visit: Visit, user: User) throws -> Response {
        let slug = visit.request.parameters["name"] ?? ""
        let attempts = try services.database.benchmarkScores(userID: user.id).filter { BenchmarkSlug.make($0.benchmark) == slug }
        guard let name = attempts.last?.benchmark else {
            throw HTTPError(.notFound, "You have no score on a benchmark of that name yet. Post one on the workout of the day it is part of.")
        }
        let best = Whiteboard.rank(attempts.map { $0.score.boardEntry }).first?.entry.scoreID
        return try services.pages.render("wod/benchmark", [
            "title": .string("Benchmark: \(name)"), "name": .string(name),
            "attempts": .list(attempts.reversed().map { attempt in
                ["date": .string(attempt.score.date.iso), "label": .string(DateText.long(attempt.score.date)),
                 "score": .string(attempt.score.score.text(unit: user.unit)), "division": .string(attempt.score.division.label),
                 "note": .string(attempt.score.note), "best": .bool(attempt.score.id == best)]
            }),
        ], visit: visit)
    }

    // MARK: The whiteboard on /wod

    /// A part on `/wod`: its score form for a member (their own score filled in) and its board.
    /// Visitors see scores without names; members do not see those who hide from boards
    /// (staff do, and a member sees themselves).
    func boardValue(_ part: WODPart, viewer: User?, byDots: Bool) throws -> [String: TemplateValue] {
        guard part.scoring.type != .none else { return [:] }
        let posted = try services.database.scores(on: part.date, classTypeID: part.classTypeID, type: part.scoring.type)
        let visible = posted.filter { !$0.hiddenFromBoards || viewer?.role == .staff || $0.user.id == viewer?.id }
        let dots = byDots && part.scoring.type == .load
        let unit = viewer?.unit ?? .kg
        let mine = viewer.flatMap { viewer in posted.first { $0.user.id == viewer.id } }
        return [
            "scored": true, "score_type": .string(part.scoring.type.rawValue), "score_label": .string(part.scoring.type.label),
            "time_cap": .string(part.scoring.timeCap.map(ScoreText.clock) ?? ""), "benchmark": .string(part.scoring.benchmark ?? ""),
            "benchmark_slug": .string(part.scoring.benchmark.map(BenchmarkSlug.make) ?? ""),
            "action": .string("/wod/\(part.date.iso)/\(part.number)/scores"), "unit": .string(unit.rawValue),
            "is_load": .bool(part.scoring.type == .load), "by_dots": .bool(dots),
            "mine": .bool(mine != nil), "my_score": .string(mine?.score.typed(unit: unit) ?? ""),
            "my_scaled": .bool(mine?.division == .scaled), "my_note": .string(mine?.note ?? ""),
            "rows": .list(Whiteboard.rank(visible.map(\.boardEntry), byDots: dots).map { row in
                ["place": .int(row.place), "division": .string(row.entry.division.rawValue), "division_label": .string(row.entry.division.label),
                 "name": .string(viewer == nil ? "" : row.entry.shortName), "score": .string(row.entry.score.text(unit: unit)),
                 "dots": .string(dots ? row.entry.dots.map { NumberText.plain($0, decimals: 2) } ?? "" : ""),
                 "note": .string(viewer == nil ? "" : row.entry.note), "me": .bool(row.entry.userID == viewer?.id)]
            }),
        ]
    }

    // MARK: Helpers

    private func part(_ visit: Visit) throws -> WODPart {
        let parameters = visit.request.parameters
        guard let date = CalendarDate(iso: parameters["date"] ?? ""), ScheduleRules.dates.contains(date),
              let number = BoundedNumber.integer(parameters["part"], in: 1...1_000),
              let part = try services.database.wodParts(on: date).first(where: { $0.number == number }) else {
            throw HTTPError(.notFound, "There is no such part of that day's workouts. Open the workouts of the day and pick one.")
        }
        return part
    }

    private func scoredPart(_ visit: Visit) throws -> WODPart {
        let part = try part(visit)
        guard part.scoring.type != .none else { throw HTTPError(.unprocessableContent, "This part is not scored, so it takes no scores.") }
        return part
    }
}
