import Domain
import Templates

extension FieldErrors {
    /// `errors.<field>` for the templates: the message shown next to each field.
    var templateValue: TemplateValue {
        var messages: [String: TemplateValue] = [:]
        for error in errors where messages[error.field] == nil {
            messages[error.field] = .string(error.message)
        }
        return .dictionary(messages)
    }
}
