import Domain
import HTTP
import Pages
import Storage
import Templates

/// Staff import facts in the shape of the public chucknorris.io API, from a file or pasted
/// text, and see what was added, updated (same id) or skipped (same text). The report is
/// the answer to the POST itself: it describes that one import and nothing to come back to.
struct FactImportPages: Sendable {
    let services: Services

    /// Big enough for the whole public API several times over.
    static let bodyLimit = 8 << 20

    func showImport(_ visit: Visit, user: User) throws -> Response {
        try page(visit, form: FactImportForm([:]))
    }

    /// A file wins over pasted text; an error is shown beside whichever was used.
    func importFacts(_ visit: Visit, user: User) throws -> Response {
        let form = FactImportForm(visit.form)
        let file = visit.files.first { $0.name == "file" && !$0.bytes.isEmpty }
        let field = file == nil ? "json" : "file"
        let bytes = file.map { .success($0.bytes) } ?? form.validated { .success(Array(($0[.json] ?? "").utf8)[...]) }
        let facts = bytes.flatMap { bytes in
            FactImport.parse(bytes).mapError { FieldErrors([FieldError(field: field, message: $0.message)]) }
        }
        switch facts {
        case .failure(let errors):
            return try page(visit, form: form, errors: errors)
        case .success(let facts):
            let report = try services.database.importFacts(facts)
            return try page(visit, form: FactImportForm([:]), report: report)
        }
    }

    private func page(_ visit: Visit, form: FactImportForm, report: FactImportReport? = nil, errors: FieldErrors? = nil) throws -> Response {
        var context: [String: TemplateValue] = ["title": "Import facts"]
        if let report {
            context["report"] = ["added": .int(report.added), "updated": .int(report.updated), "skipped": .int(report.skipped)]
        }
        return try services.pages.renderForm("facts/staff/import", context, visit: visit, form: form, errors: errors)
    }
}
