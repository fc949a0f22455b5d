import Domain
import HTTP
import Templates

/// One form's values as typed, decoded from the request once. Every text field passes the
/// same plain-text rule here (printable Unicode only, NFC), so no form can forget it; each
/// form's own rules then turn the values into a typed input (`validated`).
struct SubmittedForm<Field: FormField>: Sendable {
    private var values: [Field: String] = [:]
    /// What the plain-text rule refused, by field.
    private var textErrors: [FieldError] = []

    init(_ data: FormData) {
        for field in Field.allCases {
            guard let raw = data[field.rawValue] else { continue }
            switch PlainText.parse(raw, multiline: field.isMultiline) {
            case .success(let text): values[field] = text
            case .failure(let problem):
                values[field] = problem.withoutRefused
                textErrors.append(FieldError(field: field.rawValue, message: problem.message))
            }
        }
    }

    /// A form filled in by the page itself (defaults, or a stored record to edit).
    init(_ values: [Field: String]) {
        self.values = values
    }

    subscript(field: Field) -> String? {
        get { values[field] }
        set { values[field] = newValue }
    }

    /// The typed input, or every error to show: the plain-text ones first, then the form's
    /// own rules for the fields that passed them.
    func validated<Input>(_ rules: (Self) -> Result<Input, FieldErrors>) -> Result<Input, FieldErrors> {
        let result = rules(self)
        guard !textErrors.isEmpty else { return result }
        let refused = Set(textErrors.map(\.field))
        var others: [FieldError] = []
        if case .failure(let errors) = result { others = errors.errors.filter { !refused.contains($0.field) } }
        return .failure(FieldErrors(textErrors + others))
    }

    /// `values.<field>` for the template, secrets left out.
    var templateValue: TemplateValue {
        var shown: [String: TemplateValue] = [:]
        for (field, value) in values where !field.isSecret { shown[field.rawValue] = .string(value) }
        return .dictionary(shown)
    }
}
