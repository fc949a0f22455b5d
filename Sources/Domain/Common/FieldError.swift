/// A problem with one form field, worded so the person can fix it; shown next to the field.
public struct FieldError: Sendable, Equatable {
    /// The form field's name, as in the query string or form body.
    public let field: String
    public let message: String

    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}
