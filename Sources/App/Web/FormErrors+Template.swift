import Domain
import Templates

extension FieldErrors {
    /// `errors.<field>` for the templates: the message shown next to each field.
    var templateValue: TemplateValue {
        .dictionary(Dictionary(uniqueKeysWithValues: firstPerField.map { ($0.field, .string($0.message)) }))
    }

    /// `error_summary` for the layout: `{field, message}` for each field with a problem, in the
    /// order the fields were checked, which is the order they appear in the form.
    var summaryValue: TemplateValue {
        .list(firstPerField.map { ["field": .string($0.field), "message": .string($0.message)] })
    }

    /// The first problem of each field, as the page shows one message a field.
    private var firstPerField: [FieldError] {
        var seen: Set<String> = []
        return errors.filter { seen.insert($0.field).inserted }
    }
}
