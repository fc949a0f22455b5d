/// Every problem found in one form, in the order the fields were checked. A type of its own
/// because `Result` needs an `Error` and an array of `FieldError` is not one.
public struct FieldErrors: Error, Sendable, Equatable {
    public let errors: [FieldError]

    public init(_ errors: [FieldError]) {
        self.errors = errors
    }

    /// The message to show next to `field`, if that field has a problem.
    public func message(for field: String) -> String? {
        errors.first { $0.field == field }?.message
    }
}
