/// The pasted text of the import form; the file comes as a multipart file named `file`.
enum FactImportField: String, FormField {
    case json

    var isMultiline: Bool { true }
}

typealias FactImportForm = SubmittedForm<FactImportField>
