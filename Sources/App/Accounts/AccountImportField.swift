/// The account import form has no text fields: the document comes as the multipart file
/// `file`, and this names it for the message beside it.
enum AccountImportField: String, FormField {
    case file
}

typealias AccountImportForm = SubmittedForm<AccountImportField>
