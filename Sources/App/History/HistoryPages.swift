import Crypto
import Domain
import HTTP
import Pages
import Storage
import Templates

/// The strength history: importing other apps' exports, the list of exercises with their
/// latest best and PR, and one exercise's chart. Another user's exercise is a 404.
struct HistoryPages: Sendable {
    let services: Services

    /// Uploads up to this size, for this route only: the original app's largest history
    /// (84,390 lines) is 3 MB, so this leaves room for decades of Strong exports.
    static let uploadLimit = 50 << 20

    func showImport(_ visit: Visit, user: User) throws -> Response {
        try importForm(visit, form: HistoryImportForm([.format: "auto", .unit: user.unit.rawValue]))
    }

    func importHistory(_ visit: Visit, user: User) throws -> Response {
        let form = HistoryImportForm(visit.form)
        if Self.nothingChosen(visit) {
            // Not "the file is empty": no file was chosen at all (issue 37).
            return try importForm(visit, form: form, errors: FieldErrors([
                FieldError(field: "file", message: "No file chosen. Choose the export file from the other app, or paste its lines."),
            ]))
        }
        let upload = Self.export(visit)
        let export: HistoryExport
        switch open(upload, form: form, user: user) {
        case .failure(let errors): return try importForm(visit, form: form, errors: errors)
        case .success(let opened): export = opened
        }
        let naming = try naming(of: export, userID: user.id)
        if naming.asks {
            return try showPreview(visit, user: user, form: form, upload: upload, format: export.format, naming: naming)
        }
        return try store(export, upload: upload, renames: naming.renames, visit, form: form, user: user)
    }

    /// The export as the form's choices read it, or what is wrong, by field.
    func open(_ upload: UploadedExport, form: HistoryImportForm, user: User) -> Result<HistoryExport, FieldErrors> {
        form.options(defaultUnit: user.unit).flatMap { options in
            do throws(HistoryImportError) {
                return .success(try HistoryImporter.open(upload.bytes, format: options.format, unit: options.unit, dayMonthOrder: options.dayMonthOrder,
                                                         timeZone: services.timeZone(named: user.timeZone)))
            } catch {
                return .failure(FieldErrors([FieldError(field: error.field, message: error.message)]))
            }
        }
    }

    /// Stores the export's sets, each mapped spelling under its lift (`renames`), and shows
    /// what was stored; `stored` runs once the import is whole.
    func store(_ export: HistoryExport, upload: UploadedExport, renames: LiftRenames, _ visit: Visit, form: HistoryImportForm, user: User,
               stored: () throws -> Void = {}) throws -> Response {
        var renames = renames
        let source = WorkoutSource(export.format)
        var parsed = HistoryImport(format: export.format)
        let outcome: Database.ImportOutcome
        let sha256 = upload.sha256Aside()
        do {
            outcome = try services.database.importHistory(
                userID: user.id, source: source, comparedSource: export.format == .liftinglog ? nil : source, sha256: sha256(),
                expectedSets: upload.lineCount()
            ) { store in
                parsed = try HistoryImporter.read(export) { try store(renames.applied(to: $0)) }
                // The file is read whole before anything is stored, so refusing it here stores nothing.
                try upload.checkRead()
                if let refusal = parsed.refusal { throw StorageError.importRefused(refusal.message) }
                return parsed.rejectedCount
            }
        } catch {
            return try importRefused(error, visit, form: form)
        }
        try stored()
        return try services.pages.render("history/imported", [
            "title": "Import finished", "format": .string(parsed.format.displayName),
            "imported": .int(outcome.added), "already": .int(outcome.already), "skipped": .int(parsed.skipped),
            "filled": .int(outcome.filled),
            "filled_text": .string(outcome.filled == 1 ? "set already there gained its kind, RPE or superset"
                                                        : "sets already there gained their kind, RPE or superset"),
            "rejected_count": .int(parsed.rejectedCount), "more_rejected": .int(parsed.rejectedCount - parsed.rejected.count),
            "rejected": .list(parsed.rejected.map { ["line": .int($0.line), "text": .string($0.description)] }),
        ], visit: visit)
    }

    /// An import that stored nothing: the form again with the reason by the file, or a 503
    /// when the server is stopping.
    func importRefused(_ error: StorageError, _ visit: Visit, form: HistoryImportForm) throws -> Response {
        switch error {
        case .importCancelled: throw HTTPError(.serviceUnavailable, error.description)
        case .importRunning, .tooManyExercises, .tooManyLiftNames, .importRefused:
            return try importForm(visit, form: form, errors: FieldErrors([FieldError(field: "file", message: error.description)]))
        default: throw error
        }
    }

    /// Neither a file (a browser sends an empty part with no name) nor any pasted text.
    private static func nothingChosen(_ visit: Visit) -> Bool {
        let file = visit.files.first { $0.name == "file" }
        return (file == nil || (file?.count == 0 && (file?.filename ?? "").isEmpty))
            && (visit.form["text"] ?? "").allSatisfy(\.isWhitespace)
    }

    /// The uploaded file when one was chosen, else the pasted text. A browser sends an empty
    /// file part when none was chosen, which must not hide the text. A large upload is in a
    /// file, and read from there a piece at a time.
    private static func export(_ visit: Visit) -> UploadedExport {
        if let file = visit.files.first(where: { $0.name == "file" }), file.count > 0 || !(file.filename ?? "").isEmpty {
            return file.file.map(UploadedExport.init(file:)) ?? UploadedExport(file.bytes)
        }
        return UploadedExport(Array((visit.form["text"] ?? "").utf8)[...])
    }

    func importForm(_ visit: Visit, form: HistoryImportForm, errors: FieldErrors? = nil) throws -> Response {
        try services.pages.renderForm("history/import", [
            "title": "Import your history",
            "formats": .list(ImportFormat.allCases.map { format in
                ["value": .string(format.rawValue), "label": .string(format.displayName), "selected": .bool(form[.format] == format.rawValue)]
            }),
            "date_orders": .list(DayMonthOrder.allCases.map { order in
                ["value": .string(order.rawValue), "label": .string(order.label), "selected": .bool(form[.dateOrder] == order.rawValue)]
            }),
        ], visit: visit, form: form, errors: errors)
    }

    func showHistory(_ visit: Visit, user: User) throws -> Response {
        try historyPage(visit, user: user, lifts: services.database.lifts(userID: user.id))
    }

    /// The list, and the forms to rename and merge lifts with what was typed into one kept
    /// and its `errors` (the two forms' field names differ, so one set of errors serves both).
    func historyPage(_ visit: Visit, user: User, lifts: [Database.Lift], rename: SubmittedForm<LiftRenameField> = .init([:]),
                     merge: SubmittedForm<LiftMergeField> = .init([:]), errors: FieldErrors? = nil) throws -> Response {
        let records = try services.database.exerciseRecords(userID: user.id)
        var context: [String: TemplateValue] = [
            "title": "Strength history", "unit": .string(user.unit.rawValue),
            "exercises": .list(records.map { record in
                [
                    "lift": .string(record.lift), "slug": .string(PercentEncoding.encode(record.slug)), "days": .int(record.days),
                    "latest": Self.dayValue(record.latest, unit: user.unit), "record": Self.dayValue(record.record, unit: user.unit),
                ]
            }),
        ]
        context.merge(Self.liftNameForms(lifts, rename: rename, merge: merge)) { _, forms in forms }
        if let errors {
            context["errors"] = errors.templateValue
            context["error_summary"] = errors.summaryValue
        }
        return try services.pages.render("history/list", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }

    func showExercise(_ visit: Visit, user: User) throws -> Response {
        let slug = visit.request.parameters["slug"] ?? ""
        guard let record = try services.database.exerciseRecord(userID: user.id, slug: slug) else {
            throw HTTPError(.notFound, "You have no exercise with that name in your history. Pick one from your strength history.")
        }
        let today = services.today(for: user)
        // Without a choice: the last year, or all of it for a lift not trained for a year.
        let recent = ChartRange.standard.start(today: today).map { record.latest.date >= $0 } ?? true
        let range = try ChartView.range(visit.request.queryItems["range"]) ?? (recent ? .standard : .all)
        let start = range.start(today: today)
        // Every day, so that a PR is one of all time, not of the range.
        let history = try services.database.dailyBests(userID: user.id, slug: slug, since: nil).map { (date: $0.date, value: $0.value(in: user.unit)) }
        let first = start.map { start in history.firstIndex { $0.date >= start } ?? history.count } ?? 0
        let days = Array(history[first...])
        let records = Array(PersonalRecords.flags(history.map(\.value))[first...])
        let grain = ChartGrain.fitting(days.map(\.date))
        let chart = LineChart(days: grain.sample(days, records: records), from: start, through: start == nil ? nil : today)
        let path = "/history/exercises/" + PercentEncoding.encode(record.slug)
        let table = try Self.tablePage(days, records: records, query: visit.request.queryItems)
        var context: [String: TemplateValue] = [
            "title": .string(record.lift), "unit": .string(user.unit.rawValue), "days": .int(record.days),
            "latest": Self.dayValue(record.latest, unit: user.unit), "record": Self.dayValue(record.record, unit: user.unit),
            "ranges": .list(ChartRange.allCases.map { choice in
                ["href": .string(path + "?range=" + choice.rawValue), "label": .string(choice.label), "current": .bool(choice == range)]
            }),
            "range_span": .string(range.span), "range_label": .string(range.label), "grain": .string(grain.caption),
            "sampled": .bool(grain != .day), "chart": ChartView.value(chart), "rows": table.rows,
            "page_link": .string(path + "?range=" + range.rawValue + "&page="),
        ]
        context.merge(table.page.templateValues) { _, new in new }
        // A lift of the total also shows the total's points over the same range (issue 38).
        if PowerLift(liftName: record.lift) != nil {
            context["strength"] = true
            context.merge(try StrengthView(services.database, user: user, range: range, today: today).context) { _, new in new }
        }
        return try services.pages.render("history/exercise", context, visit: visit)
    }

    /// The table's days: every day of the range, `ChartGrain.pointLimit` to a page, newest page
    /// first (`?page=`), each page oldest first as the chart reads; a day that set a PR is marked.
    private static func tablePage(_ days: [(date: CalendarDate, value: Double)], records: [Bool], query: FormData) throws
        -> (rows: TemplateValue, page: NewestFirstPage<Int>) {
        let page = try NewestFirstPage(query, size: ChartGrain.pointLimit,
                                       missing: { "There is no page \($0) of this exercise's training days. Go back to the first page." }) { limit, offset in
            Array(days.indices.reversed().dropFirst(offset).prefix(limit))
        }
        let rows = TemplateRows(columns: ["date", "label", "value", "pr"], page.items.reversed()) { index, cells in
            cells.append(.string(days[index].date.iso))
            cells.append(.string(DateText.short(days[index].date)))
            cells.append(.string(NumberText.plain(days[index].value)))
            cells.append(.bool(records[index]))
        }
        return (.rows(rows), page)
    }

    private static func dayValue(_ day: DayBest, unit: WeightUnit) -> TemplateValue {
        ["date": .string(day.date.iso), "label": .string(DateText.short(day.date)), "value": .string(NumberText.plain(day.value(in: unit)))]
    }
}

extension WorkoutSource {
    init(_ format: ImportFormat) {
        switch format {
        case .fitbod: self = .fitbod
        case .strong: self = .strong
        case .hevy: self = .hevy
        case .fitnotes: self = .fitnotes
        case .liftinglog: self = .liftinglog
        }
    }
}
