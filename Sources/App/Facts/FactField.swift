import Domain
import HTTP

/// The fields of the staff's fact form, new fact and edit alike. Categories are checkboxes,
/// so they are read from the form as a list (`categories(in:)`), not as one value.
enum FactField: String, FormField {
    case body, source

    var isMultiline: Bool { self == .body }
}

typealias FactForm = SubmittedForm<FactField>

extension SubmittedForm where Field == FactField {
    init(fact: Fact) {
        self.init([.body: fact.body, .source: fact.source])
    }

    func input(categories: [String]) -> Result<FactInput, FieldErrors> {
        validated { form in FactInput.parse(body: form[.body], source: form[.source], categories: categories) }
    }
}
