import Domain
import Glibc
import HTTP
import Pages
import Storage
import Templates

/// Moving an account to another server (issue 15): the export downloads everything the user
/// owns as one JSON document; the import takes such a document into the logged-in account
/// and reports what it added. The report is the answer to the POST itself, like the other
/// imports': importing again adds nothing, so a reload does no harm.
struct AccountTransferPages: Sendable {
    let services: Services

    /// `AccountDocumentReader.maxBytes` and room for the multipart framing, for this route
    /// only: an account with decades of sets and hundreds of routes is some tens of MB.
    static let bodyLimit = AccountDocumentReader.maxBytes + (64 << 10)

    func exportAccount(_ visit: Visit, user: User) throws -> Response {
        let now = Int64(services.clock.now())
        let body = try services.database.exportAccount(userID: user.id, profile: AccountProfile(user),
                                                       exportedAt: ISO8601Time.text(milliseconds: now * 1_000))
        let day = services.today(for: user).iso
        return Response(status: .ok, headers: [
            "Content-Type": "application/json",
            "Content-Disposition": "attachment; filename=\"liftinglog-account-\(day).json\"",
            "Cache-Control": "private, no-store",
        ], body: body)
    }

    func showImport(_ visit: Visit, user: User) throws -> Response {
        try importForm(visit)
    }

    func importAccount(_ visit: Visit, user: User) throws -> Response {
        guard let file = visit.files.first(where: { $0.name == "file" }), !(file.bytes.isEmpty && (file.filename ?? "").isEmpty) else {
            return try importForm(visit, problem: "Choose the .json file that “Export my account” downloaded on the other server.")
        }
        let document: AccountDocument
        do {
            document = try AccountDocumentReader.read(file.bytes, today: services.today(for: user))
        } catch {
            return try importForm(visit, problem: error.message + " Nothing was imported.")
        }
        let fill = ProfileFill(document: document.profile, account: user) { (try? services.timeZones.rules(named: $0)) != nil }
        let report: AccountImportReport
        do {
            report = try services.database.importAccount(userID: user.id, document, profile: fill)
        } catch {
            guard case .tooManyLiftNames = error else { throw error }
            return try importForm(visit, problem: error.description)
        }
        return try services.pages.render("accounts/imported", [
            "title": "Import finished",
            "workouts": Self.tally(report.workouts), "routes": Self.tally(report.tracks), "searches": Self.tally(report.searches),
            "body": Self.tally(report.body), "scores": Self.tally(report.scores),
            "skipped_scores": .list(report.skippedScores.map { skipped in
                ["date": .string(skipped.date.iso), "label": .string(DateText.long(skipped.date)), "class_type": .string(skipped.classType),
                 "score": .string(skipped.score.text(unit: user.unit)), "why": .string(skipped.message)]
            }),
            "bookings_left": .int(report.bookingsLeft),
            "filled": .string(report.profile.filled.joined(separator: ", ")),
            "differing": .string(report.profile.differing.joined(separator: ", ")),
        ], visit: visit)
    }

    private static func tally(_ tally: AccountImportReport.Tally) -> TemplateValue {
        ["added": .int(tally.added), "already": .int(tally.already)]
    }

    private func importForm(_ visit: Visit, problem: String? = nil) throws -> Response {
        try services.pages.renderForm("accounts/import", [
            "title": "Import an account",
            "max_megabytes": .int(AccountDocumentReader.maxBytes >> 20),
        ], visit: visit, form: AccountImportForm([:]), errors: problem.map { FieldErrors([FieldError(field: "file", message: $0)]) })
    }
}
