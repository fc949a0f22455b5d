import Domain

/// The choices of the import form. The pasted export (`text`) and the file are not form
/// fields of this kind: they are read as the export's bytes, whose rows the importer checks.
enum HistoryImportField: String, FormField {
    case format, unit
}

typealias HistoryImportForm = SubmittedForm<HistoryImportField>

extension SubmittedForm where Field == HistoryImportField {
    func options(defaultUnit: WeightUnit) -> Result<HistoryImportOptions, FieldErrors> {
        validated { form in HistoryImportOptions.parse(format: form[.format], unit: form[.unit], defaultUnit: defaultUnit) }
    }
}
