import Domain

/// The import form's text field; the upload is the `file` part, read from `Visit.files`.
enum ImportField: String, FormField {
    case json

    var isMultiline: Bool { true }
}

typealias ImportForm = SubmittedForm<ImportField>
