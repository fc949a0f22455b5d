/// A rename or a merge of lifts asked for on `/history` (issue 24), checked: the lifts named
/// by their keys must be the lifter's (`keys`), a new name 1-100 characters as a logged
/// lift's, and a lift is never merged into itself. `fields` are the form's names for the
/// two values, for the messages.
public enum LiftNameChange: Sendable, Equatable {
    case rename(key: String, name: String)
    case merge(key: String, into: String)

    public static func rename(lift: String?, name: String?, keys: Set<String>, fields: (lift: String, name: String)) -> Result<LiftNameChange, FieldErrors> {
        var errors: [FieldError] = []
        let key = known(lift, keys: keys, field: fields.lift, errors: &errors)
        let name = String((name ?? "").trimmingSpaces())
        if !WorkoutInput.liftLength.contains(name.count) {
            errors.append(FieldError(field: fields.name, message: name.isEmpty ? "Enter the new name, e.g. Back Squat." : "Keep the name to 100 characters or fewer."))
        }
        guard let key, errors.isEmpty else { return .failure(FieldErrors(errors)) }
        return .success(.rename(key: key, name: name))
    }

    public static func merge(lift: String?, into target: String?, keys: Set<String>, fields: (lift: String, into: String)) -> Result<LiftNameChange, FieldErrors> {
        var errors: [FieldError] = []
        let key = known(lift, keys: keys, field: fields.lift, errors: &errors)
        let into = known(target, keys: keys, field: fields.into, errors: &errors)
        if let key, key == into {
            errors.append(FieldError(field: fields.into, message: "Choose another exercise to merge into: an exercise cannot be merged into itself."))
        }
        guard let key, let into, errors.isEmpty else { return .failure(FieldErrors(errors)) }
        return .success(.merge(key: key, into: into))
    }

    private static func known(_ key: String?, keys: Set<String>, field: String, errors: inout [FieldError]) -> String? {
        guard let key, keys.contains(key) else {
            errors.append(FieldError(field: field, message: "Choose one of your exercises from the list."))
            return nil
        }
        return key
    }
}
