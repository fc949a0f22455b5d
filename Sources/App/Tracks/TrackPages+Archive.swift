import Crypto
import Domain
import Glibc
import HTTP
import Pages
import Storage

/// A bulk export of activities uploaded as one .zip: each activity file becomes a route (the
/// same track twice is one), written as a pending import no page shows until it is whole,
/// and the answer is a report of what was imported, already there, and refused and why.
extension TrackPages {
    func importArchive(_ bytes: ArraySlice<UInt8>, _ visit: Visit, user: User, form: TrackForm) throws -> Response {
        let fields: ArchiveFields
        switch form.validated({ ArchiveFields.parse(subtitle: $0[.subtitle], kind: $0[.kind]) }) {
        case .failure(let errors): return try uploadPage(visit, form: form, errors: errors)
        case .success(let chosen): fields = chosen
        }
        var report = TrackImportReport()
        let untitled = untitledName(user)
        // An archive's own failure (no directory, a bomb) comes out of the storage layer as a
        // database error: it is kept here to be shown as it is.
        var refusal: ArchiveError?
        do {
            try services.database.importTracks(userID: user.id, sha256: SHA256.hex(bytes), createdAt: services.clock.now()) { store in
                var budget = InflateBudget(uploadSize: bytes.count)
                do {
                    report.ignored = try ActivityArchive.read(bytes, budget: &budget) { item in
                        switch item {
                        case let .track(track, name, listed):
                            let input = TrackInput.archived(track, listed: listed, fields: fields, untitled: untitled.name)
                            report.add(try store(TrackRecord(input)), title: input.title, file: name)
                        case let .refused(name, reason):
                            report.refuse(name, reason: reason)
                        }
                    }
                } catch let error as ArchiveError {
                    refusal = error
                    throw error
                }
                return report.refusedCount
            }
        } catch {
            if let refusal { return try refused("The archive cannot be read: \(refusal.message).", visit, form: form) }
            switch error {
            case .importCancelled: throw HTTPError(.serviceUnavailable, error.description)
            case .importRunning: return try refused(error.description, visit, form: form)
            default: throw error
            }
        }
        return try services.pages.render("routes/imported", report.context(title: "Archive imported"), visit: visit)
    }

    private func refused(_ message: String, _ visit: Visit, form: TrackForm) throws -> Response {
        try uploadPage(visit, form: form, errors: FieldErrors([FieldError(field: "file", message: message)]))
    }
}
