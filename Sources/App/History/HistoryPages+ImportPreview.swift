import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// The import's preview (issue 24): when the file has spellings new to the lifter that look
/// like lifts of theirs, they choose what each is before anything is stored.
///
/// The upload waits server-side (a file in `previews/` beside the database, named by a row of
/// `import_previews`) with the import form's choices, so the confirmation is a small plain form
/// (CSRF, no JavaScript) that names the preview by id and sends one answer per name; the file
/// is not uploaded twice. Confirming reads the kept file again, a piece at a time, with the
/// same choices (reading is pure, so it finds the same sets), stores them with the answers
/// applied, remembers the answers (`lift_names`) and drops the upload. An upload not confirmed
/// within `ImportPreviewLimit.lifetime` is dropped at the next preview or confirmation anyone makes or at
/// start-up, and a newer upload of the lifter's replaces it. All previews together stay under
/// `ImportPreviewLimit`: past it, an upload that needs a preview gets a 503 and is not kept.
extension HistoryPages {
    func naming(of export: HistoryExport, userID: Int64) throws -> ImportNaming {
        ImportNaming(export, lifts: try services.database.lifts(userID: userID), mapping: try services.database.liftNameMapping(userID: userID))
    }

    /// Keeps the upload with the form's choices (all of `HistoryImportField`, so a choice added
    /// to the import form is kept too) and asks about the new names.
    func showPreview(_ visit: Visit, user: User, form: HistoryImportForm, upload: UploadedExport, format: ImportFormat,
                     naming: ImportNaming) throws -> Response {
        let choices = HistoryImportField.allCases.compactMap { field in
            form[field].map { field.rawValue + "=" + PercentEncoding.encode($0) }
        }
        let id = try ImportPreviewLimit.keep(upload.bytes, kind: .history, form: choices.joined(separator: "&"), userID: user.id,
                                             services: services)
        return try previewPage(visit, id: id, format: format, naming: naming)
    }

    /// The answers to the preview: the kept upload read again, stored with them applied.
    func confirmImport(_ visit: Visit, user: User) throws -> Response {
        guard let id = RowID.parse(visit.form["preview"]),
              let preview = try services.database.importPreview(userID: user.id, id: id, kind: .history, now: Int64(services.clock.now())) else {
            return try importForm(visit, form: HistoryImportForm([.format: "auto", .unit: user.unit.rawValue]), errors: FieldErrors([
                FieldError(field: "file", message: "That import is no longer waiting for your choice (an upload waits an hour, and a newer one replaces it). Choose the file again."),
            ]))
        }
        let form = HistoryImportForm(try FormData.urlEncoded(Array(Self.choices(preview.form, unit: visit.form["unit"]).utf8)))
        let upload = UploadedExport(kept: preview.file)
        let export: HistoryExport
        switch open(upload, form: form, user: user) {
        case .failure(let errors): return try importForm(visit, form: form, errors: errors)
        case .success(let opened): export = opened
        }
        var naming = try naming(of: export, userID: user.id)
        switch naming.apply(visit.form) {
        case .failure(let errors):
            return try previewPage(visit, id: preview.id, format: export.format, naming: naming, answers: visit.form, errors: errors)
        case .success(let remembered):
            return try store(export, upload: upload, renames: naming.renames, visit, form: form, user: user) {
                try services.database.rememberLiftNames(userID: user.id, remembered)
                try services.database.deleteImportPreview(userID: user.id, id: preview.id)
            }
        }
    }

    /// The new names that look like lifts of the lifter's, each with its proposal or "new", and
    /// a field to type another of theirs (one list of their names for every field); the other
    /// new names listed compactly, each with the same field folded away; and what will be
    /// stored. The page grows with the file's names alone: a choice of every lift per name made
    /// 5,000 names × 5,000 lifts a page of a gigabyte (issue 35). `answers` come back with `errors`.
    private func previewPage(_ visit: Visit, id: Int64, format: ImportFormat, naming: ImportNaming, answers: FormData? = nil,
                             errors: FieldErrors? = nil) throws -> Response {
        let names = naming.lifts.reduce(into: [String: String]()) { $0[$1.key] = $1.name }
        let questions = naming.questions.enumerated().map { index, question -> TemplateValue in
            let chosen = answers?["lift-\(index)"] ?? question.proposal ?? ""
            let field = errors?.message(for: "other-\(index)") != nil ? "other-\(index)" : "lift-\(index)"
            return [
                "index": .int(index), "spelling": .string(question.spelling),
                "proposal": .string(question.proposal.flatMap { names[$0] } ?? ""), "proposal_key": .string(question.proposal ?? ""),
                "proposal_selected": .bool(!chosen.isEmpty && chosen == question.proposal),
                "other": .string(answers?["other-\(index)"] ?? ""),
                "error": .string(errors?.message(for: field) ?? ""), "error_field": .string(field),
            ]
        }
        var context: [String: TemplateValue] = [
            "title": "Check the exercise names", "format": .string(format.displayName), "preview": .string(String(id)),
            "questions": .list(zip(naming.questions, questions).filter { $0.0.proposal != nil }.map(\.1)),
            "new_names": .list(zip(naming.questions, questions).filter { $0.0.proposal == nil }.map(\.1)),
            "lift_names": .list(naming.lifts.map { .string($0.name) }),
            "summary": Self.summaryValue(naming.summary),
        ]
        if naming.unitAssumed, let unit = naming.summary.units.first {
            context["unit_choice"] = .list(WeightUnit.allCases.map { ["value": .string($0.rawValue), "selected": .bool($0 == unit)] })
        }
        if let errors { context["error_summary"] = errors.summaryValue }
        return try services.pages.render("history/preview", context, visit: visit, status: errors == nil ? .ok : .unprocessableContent)
    }

    /// The kept form's choices, with the unit chosen on the preview in place of the form's
    /// when one was (a file that names no unit: the preview asks beside its sample).
    private static func choices(_ kept: String, unit: String?) -> String {
        guard let unit, let chosen = WeightUnit(rawValue: unit) else { return kept }
        let others = kept.split(separator: "&").filter { !$0.hasPrefix(HistoryImportField.unit.rawValue + "=") }
        return (others + [Substring(HistoryImportField.unit.rawValue + "=" + chosen.rawValue)]).joined(separator: "&")
    }

    /// Rows, days, the first and last date, the units and the first rows as they will be stored.
    private static func summaryValue(_ summary: ImportSummary) -> TemplateValue {
        [
            "rows": .string(NumberText.grouped(summary.rows)), "days": .string(NumberText.grouped(summary.days)),
            "first": .string(summary.first.map(DateText.long) ?? ""), "last": .string(summary.last.map(DateText.long) ?? ""),
            "units": .string(summary.units.map(\.rawValue).joined(separator: " and ")),
            "samples": .list(summary.samples.map { .string(sample($0)) }),
        ]
    }

    /// "2 Mar: Bench Press, 1 × 5 @ 80 kg, RPE 10 (0 RIR), to failure, superset A": a set
    /// with what the file said of it (issue 36), so the lifter sees the kinds and RPEs come.
    static func sample(_ set: ImportedSet) -> String {
        let details = [set.rpe?.description, set.kind.label.isEmpty ? nil : set.kind.label, set.group.map { "superset \($0)" }]
        return (["\(DateText.short(set.date)): \(set.exercise)", "\(set.sets) × \(set.reps) @ \(NumberText.plain(set.weight)) \(set.unit.rawValue)"]
            + details.compactMap { $0 }).joined(separator: ", ")
    }
}
