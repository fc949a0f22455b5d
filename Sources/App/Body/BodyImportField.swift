import Domain

/// The body import's one choice besides the file: the unit of a file whose weights name
/// none (Fitbit's account export keeps the account's unit and does not say which).
enum BodyImportField: String, FormField {
    case unit
}

typealias BodyImportForm = SubmittedForm<BodyImportField>
