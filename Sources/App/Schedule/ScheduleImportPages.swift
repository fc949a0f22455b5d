import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Importing the schedule from the gym's front desk: its JSON uploaded as `file` or pasted in
/// `json`. Locations come only as the front desk's ids: the first time an id is seen, staff
/// name it in a `location[<id>]` field while the upload waits server-side, kept as the history
/// import's preview keeps its own (`ImportPreviewKind.schedule`), and the mapping is
/// remembered. Importing the same occurrences again updates them.
struct ScheduleImportPages: Sendable {
    let services: Services

    /// A front-desk export of a few months stays well under this.
    static let bodyLimit = 4 << 20

    func showImport(_ visit: Visit, user: User) throws -> Response {
        let query = visit.request.queryItems
        // Counts for the notice, each bounded before use.
        let counts = ["added", "updated", "types"].map { BoundedNumber.integer(query[$0], in: 0...FrontDeskSchedule.maxOccurrences) }
        var notice = ""
        if let added = counts[0], let updated = counts[1] {
            notice = "Imported: \(added) new \(added == 1 ? "class" : "classes"), \(updated) updated."
            if let types = counts[2], types > 0 {
                notice += " \(types) new class \(types == 1 ? "type was" : "types were") added from the names in the file."
            }
        }
        return try services.pages.renderForm("schedule/import", ["title": "Import the schedule", "tab": "import", "notice": .string(notice),
                                                                 "gym_time_zone": .string(services.config.timeZone)],
                                             visit: visit, form: ImportForm([:]))
    }

    func importSchedule(_ visit: Visit, user: User) throws -> Response {
        let form = ImportForm(visit.form)
        guard let source = try importSource(visit, form: form, user: user) else {
            return try page(visit, form: form, errors: [FieldError(field: "file", message: """
                That upload is no longer waiting for its locations' names (an upload waits an hour, and a newer one \
                replaces it). Choose the file again.
                """)])
        }
        guard !source.bytes.isEmpty else {
            return try page(visit, form: form, errors: [FieldError(field: "json", message: "Choose the front desk's JSON file, or paste its JSON.")])
        }
        let classes: [ImportedClass]
        do {
            classes = try FrontDeskSchedule.parse(source.bytes, timeZone: services.gymTimeZone)
        } catch {
            return try page(visit, form: form, errors: [FieldError(field: source.field, message: error.description)])
        }
        let unmapped = try services.database.unmappedLocationIDs(classes.map(\.locationExternalID))
        let names = Self.locationNames(visit.form, ids: unmapped)
        // The first round asks without complaining; the second names what is still missing.
        let asked = visit.form.fields.contains { $0.name.hasPrefix("location[") }
        if !unmapped.isEmpty && (!asked || !names.errors.isEmpty) {
            // The upload waits server-side for the next round, and the page names it by id:
            // carried in the form, it made the page and its answer several times the file.
            let id = try source.kept ?? ImportPreviewLimit.keep(ExportBytes(source.bytes), kind: .schedule, form: "", userID: user.id,
                                                                services: services)
            return try locationsPage(visit, upload: id, ids: unmapped, classes: classes, names: names.values,
                                     errors: asked ? names.errors : [])
        }
        let summary = try services.database.importSchedule(classes, locationNames: names.values)
        if let kept = source.kept { try services.database.deleteImportPreview(userID: user.id, id: kept) }
        return .redirect(to: "/staff/schedule/import?added=\(summary.added)&updated=\(summary.updated)&types=\(summary.newClassTypes.count)")
    }

    // MARK: Helpers

    /// The names typed for the unmapped ids, and a message for each one left empty.
    private static func locationNames(_ form: FormData, ids: [String]) -> (values: [String: String], errors: [FieldError]) {
        var values: [String: String] = [:]
        var errors: [FieldError] = []
        for (index, id) in ids.enumerated() {
            let raw = form["location[\(id)]"] ?? ""
            let field = "location-\(index + 1)"
            switch LocationInput.parse(name: (try? PlainText.parse(raw, multiline: false).get()) ?? "", address: nil) {
            case .success(let input): values[id] = input.name
            case .failure:
                errors.append(FieldError(field: field, message: raw.isEmpty
                    ? "Name the location the front desk calls \(id), e.g. Downtown; use a name you already have to map it there."
                    : "Use 1 to 100 printable characters for the location the front desk calls \(id)."))
            }
        }
        return (values, errors)
    }

    private func page(_ visit: Visit, form: ImportForm, errors: [FieldError]) throws -> Response {
        try services.pages.renderForm("schedule/import", ["title": "Import the schedule", "tab": "import",
                                                          "gym_time_zone": .string(services.config.timeZone)], visit: visit, form: form,
                                      errors: FieldErrors(errors))
    }

    /// What this round reads, and the field its errors go beside: at the second round the
    /// staff member's upload named by the form's `upload`, read in from its file once (nil when
    /// it is no longer kept: past its hour, replaced, someone else's, unreadable); else the
    /// upload where it lies (read in from its file once, when large), or the pasted JSON.
    private func importSource(_ visit: Visit, form: ImportForm, user: User) throws
        -> (kept: Int64?, bytes: ArraySlice<UInt8>, field: String)? {
        if visit.form["upload"] != nil {
            guard let id = RowID.parse(visit.form["upload"]),
                  let kept = try services.database.importPreview(userID: user.id, id: id, kind: .schedule, now: Int64(services.clock.now())),
                  let bytes = kept.file.read(from: 0, count: kept.file.count) else { return nil }
            return (id, bytes[...], "file")
        }
        if let upload = visit.files.first(where: { $0.name == "file" && $0.count > 0 }) {
            return (nil, upload.bytes, "file")
        }
        return (nil, Array((form[.json] ?? "").utf8)[...], "json")
    }

    /// Asks for each unknown front-desk location id once, with what the import holds there;
    /// the upload, kept as `upload`, comes back by its id.
    private func locationsPage(_ visit: Visit, upload: Int64, ids: [String], classes: [ImportedClass], names: [String: String],
                               errors: [FieldError]) throws -> Response {
        let messages = Dictionary(errors.map { ($0.field, $0.message) }) { first, _ in first }
        let known = try services.database.locations().map { TemplateValue.string($0.name) }
        let context: [String: TemplateValue] = [
            "title": "Name the front desk's locations", "tab": "import", "known_locations": .list(known), "upload": .string(String(upload)),
            "ids": .list(ids.enumerated().map { index, id in
                let here = classes.filter { $0.locationExternalID == id }
                let example = here.first.map { "\($0.classType), \(DateText.long($0.date)) \($0.starts.text)" } ?? ""
                return ["id": .string(id), "field": .string("location[\(id)]"), "html_id": .string("location-\(index + 1)"),
                        "value": .string(names[id] ?? ""), "error": .string(messages["location-\(index + 1)"] ?? ""),
                        "count": .int(here.count), "example": .string(example)]
            }),
        ]
        return try services.pages.renderForm("schedule/import-locations", context, visit: visit, form: ImportForm([:]),
                                             errors: errors.isEmpty ? nil : FieldErrors(errors))
    }
}
