import Domain
import HTTP
import Pages
import Storage
import Templates

/// `/body/import`: one form for every scale's and phone's export, its format found from the
/// content. The file is read whole (an Apple Health export streamed, in the memory of a small
/// one) before anything is stored, then stored in one transaction; importing it again adds
/// nothing, and the report says what was added, what was there already and what was refused.
struct BodyImportPages: Sendable {
    let services: Services

    /// Real Apple Health exports reach gigabytes; the upload is spooled to disk and streamed.
    static let uploadLimit = 4 << 30

    func showImport(_ visit: Visit, user: User) throws -> Response {
        try importForm(visit, form: BodyImportForm([.unit: user.unit.rawValue]))
    }

    func importBody(_ visit: Visit, user: User) throws -> Response {
        let form = BodyImportForm(visit.form)
        let unit: WeightUnit
        switch form.validated({ BodyImporter.unit($0[.unit], fallback: user.unit) }) {
        case .failure(let errors): return try importForm(visit, form: form, errors: errors)
        case .success(let chosen): unit = chosen
        }
        guard let file = visit.files.first(where: { $0.name == "file" }), file.count > 0 || !(file.filename ?? "").isEmpty else {
            return try refused("No file chosen. Choose the export file from your scale's or phone's app.", visit, form: form)
        }
        let upload = file.file.map(UploadedExport.init(file:)) ?? UploadedExport(file.bytes)
        let found: BodyImport
        do throws(BodyImportError) {
            found = try BodyImporter.read(upload.bytes, unit: unit, today: services.today(for: user))
        } catch {
            return try refused(error.message, visit, form: form)
        }
        do {
            try upload.checkRead()
        } catch {
            return try refused(error.description, visit, form: form)
        }
        let tally = try services.database.importBody(userID: user.id, weighIns: found.weighIns, measurements: found.measurements)
        return try services.pages.render("body/imported", [
            "title": "Import finished", "format": .string(found.format.displayName),
            "added": .int(tally.added), "already": .int(tally.already), "refused_count": .int(found.refusedCount),
            "more_refused": .int(found.refusedCount - found.refused.count),
            "refused": .list(found.refused.map { ["place": .string($0.place), "reason": .string($0.reason)] }),
            "assumed_unit": .string(found.assumedUnit?.rawValue ?? ""),
        ], visit: visit)
    }

    private func refused(_ message: String, _ visit: Visit, form: BodyImportForm) throws -> Response {
        try importForm(visit, form: form, errors: FieldErrors([FieldError(field: "file", message: message)]))
    }

    private func importForm(_ visit: Visit, form: BodyImportForm, errors: FieldErrors? = nil) throws -> Response {
        try services.pages.renderForm("body/import", ["title": "Import weigh-ins"], visit: visit, form: form, errors: errors)
    }
}
