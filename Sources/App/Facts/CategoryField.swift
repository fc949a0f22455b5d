import Domain

/// The one field of the staff's category forms.
enum CategoryField: String, FormField {
    case name
}

typealias CategoryForm = SubmittedForm<CategoryField>

extension SubmittedForm where Field == CategoryField {
    func name() -> Result<String, FieldErrors> {
        validated { form in
            CategoryName.parse(form[.name] ?? "").mapError { FieldErrors([FieldError(field: "name", message: $0.message)]) }
        }
    }
}
