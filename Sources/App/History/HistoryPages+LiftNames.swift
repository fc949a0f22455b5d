import Domain
import HTTP
import Pages
import Storage
import Templates

/// Renaming a lift and merging two on `/history` (issue 24). Each is one transaction in
/// `Database.renameLift`/`mergeLift`, which recomputes the daily bests and the record and
/// remembers the old spelling for later imports; a problem is the page again with the
/// message by its field (422).
extension HistoryPages {
    func renameLift(_ visit: Visit, user: User) throws -> Response {
        let form = SubmittedForm<LiftRenameField>(visit.form)
        return try changeLifts(user, check: { LiftRenameField.change(form, keys: $0) }) { lifts, errors in
            try historyPage(visit, user: user, lifts: lifts, rename: form, errors: errors)
        }
    }

    func mergeLift(_ visit: Visit, user: User) throws -> Response {
        let form = SubmittedForm<LiftMergeField>(visit.form)
        return try changeLifts(user, check: { LiftMergeField.change(form, keys: $0) }) { lifts, errors in
            try historyPage(visit, user: user, lifts: lifts, merge: form, errors: errors)
        }
    }

    /// Checks the form against the lifter's lifts (`check`), makes the change, and goes back
    /// to `/history`; a problem, or a refusal the lifter can act on, is `page` with it.
    private func changeLifts(_ user: User, check: (Set<String>) -> Result<LiftNameChange, FieldErrors>,
                             page: ([Database.Lift], FieldErrors) throws -> Response) throws -> Response {
        let lifts = try services.database.lifts(userID: user.id)
        switch check(Set(lifts.map(\.key))) {
        case .failure(let errors):
            return try page(lifts, errors)
        case .success(let change):
            do {
                switch change {
                case .rename(let key, let name): _ = try services.database.renameLift(userID: user.id, key: key, to: name)
                case .merge(let key, let target): _ = try services.database.mergeLift(userID: user.id, key: key, into: target)
                }
            } catch {
                return try page(lifts, try Self.refusal(error, of: change))
            }
            return .redirect(to: "/history")
        }
    }

    /// A change the database refused for a reason the lifter can act on, by the field it
    /// concerns; any other error goes on to the error page.
    private static func refusal(_ error: StorageError, of change: LiftNameChange) throws -> FieldErrors {
        let field = switch (change, error) {
        case (.rename, .liftNameTaken): LiftRenameField.name.rawValue
        case (.rename, _): LiftRenameField.lift.rawValue
        case (.merge, _): LiftMergeField.lift.rawValue
        }
        switch error {
        case .noSuchLift, .liftNameTaken, .mergeIntoItself, .importRunning: return FieldErrors([FieldError(field: field, message: error.description)])
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
