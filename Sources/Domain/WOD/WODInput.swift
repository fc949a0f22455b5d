/// A workout typed into the staff form for one class type: its lines, trimmed, blank ones
/// dropped; an empty text removes that class type's workout for the day.
public enum WODInput {
    public static let maxCharacters = 10_000

    public static func lines(_ text: String, classType: String, field: String) -> Result<[String], FieldErrors> {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { String(String($0).trimmingSpaces()) }.filter { !$0.isEmpty }
        return check(lines, classType: classType, field: field)
    }

    /// A section from a pasted post, held to the same limit as a typed one.
    public static func check(_ lines: [String], classType: String, field: String) -> Result<[String], FieldErrors> {
        guard lines.reduce(0, { $0 + $1.count + 1 }) <= maxCharacters + 1 else {
            return .failure(FieldErrors([FieldError(field: field, message: "Keep the workout for \(classType) to 10,000 characters or fewer.")]))
        }
        return .success(lines)
    }
}
