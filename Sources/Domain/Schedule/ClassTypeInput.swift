/// A validated class type form: A10, AStrong, Yoga…, the names a workout of the day is posted
/// under.
public struct ClassTypeInput: Sendable, Equatable {
    public let name: String
    public let description: String

    public static let maxName = 50
    public static let maxDescription = 2_000

    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }

    public static func parse(name: String?, description: String?) -> Result<ClassTypeInput, FieldErrors> {
        var errors: [FieldError] = []
        let name = ScheduleRules.text(name, length: 1...maxName, field: "name", missing: "Enter the class type's name, e.g. A10.",
                                      tooLong: "Keep the name to 50 characters or fewer.", errors: &errors)
        let description = ScheduleRules.text(description, length: 0...maxDescription, field: "description", missing: "",
                                             tooLong: "Keep the description to 2,000 characters or fewer.", errors: &errors)
        guard errors.isEmpty, let name, let description else { return .failure(FieldErrors(errors)) }
        return .success(ClassTypeInput(name: name, description: description))
    }
}
