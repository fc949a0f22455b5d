import Domain
import HTTP
import Storage
import Templates

/// Renaming a lift and merging two on `/history` (issue 24). Each is one transaction in
/// `Database.renameLift`/`mergeLift`, which recomputes the daily bests and the record and
/// remembers the old spelling for later imports; a problem is the page again with the
/// message by its field (422).
extension HistoryPages {
    func renameLift(_ visit: Visit, user: User) throws -> Response {
        let form = SubmittedForm<LiftRenameField>(visit.form)
        let lifts = try services.database.lifts(userID: user.id)
        let change = LiftRenameField.change(form, keys: Set(lifts.map(\.key)))
        guard case .success(.rename(let key, let name)) = change else {
            return try historyPage(visit, user: user, lifts: lifts, rename: form, errors: change.fieldErrors)
        }
        do {
            _ = try services.database.renameLift(userID: user.id, key: key, to: name)
        } catch {
            let field = error.isNameTaken ? LiftRenameField.name.rawValue : LiftRenameField.lift.rawValue
            return try historyPage(visit, user: user, lifts: lifts, rename: form, errors: try Self.refusal(error, field: field))
        }
        return .redirect(to: "/history")
    }

    func mergeLift(_ visit: Visit, user: User) throws -> Response {
        let form = SubmittedForm<LiftMergeField>(visit.form)
        let lifts = try services.database.lifts(userID: user.id)
        let change = LiftMergeField.change(form, keys: Set(lifts.map(\.key)))
        guard case .success(.merge(let key, let target)) = change else {
            return try historyPage(visit, user: user, lifts: lifts, merge: form, errors: change.fieldErrors)
        }
        do {
            _ = try services.database.mergeLift(userID: user.id, key: key, into: target)
        } catch {
            return try historyPage(visit, user: user, lifts: lifts, merge: form, errors: try Self.refusal(error, field: LiftMergeField.lift.rawValue))
        }
        return .redirect(to: "/history")
    }

    /// A change the database refused for a reason the lifter can act on, by `field`; any
    /// other error goes on to the error page.
    private static func refusal(_ error: StorageError, field: String) throws -> FieldErrors {
        switch error {
        case .noSuchLift, .liftNameTaken, .mergeIntoItself, .importRunning: FieldErrors([FieldError(field: field, message: error.description)])
        default: throw error
        }
    }

    /// The lifts for the two forms' selects, each form's choice kept.
    static func liftNameForms(_ lifts: [Database.Lift], rename: SubmittedForm<LiftRenameField>, merge: SubmittedForm<LiftMergeField>) -> [String: TemplateValue] {
        let options = { (chosen: String?) -> TemplateValue in
            .list(lifts.map { ["key": .string($0.key), "name": .string($0.name), "selected": .bool($0.key == chosen)] })
        }
        return [
            "lifts": options(rename[.lift]), "merge_lifts": options(merge[.lift]), "into_lifts": options(merge[.into]),
            "merging": .bool(lifts.count > 1), "rename_values": rename.templateValue, "merge_values": merge.templateValue,
        ]
    }
}

private extension Result where Success == LiftNameChange, Failure == FieldErrors {
    var fieldErrors: FieldErrors {
        if case .failure(let errors) = self { errors } else { FieldErrors([]) }
    }
}

private extension StorageError {
    var isNameTaken: Bool {
        if case .liftNameTaken = self { true } else { false }
    }
}
