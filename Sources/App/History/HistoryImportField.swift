import Domain

/// The choices of the import form. The pasted export (`text`) and the file are not form
/// fields of this kind: they are read as the export's bytes, whose rows the importer checks.
enum HistoryImportField: String, FormField {
    case format, unit
    /// Asked for when every numeric date of the file fits both day/month orders.
    case dateOrder = "date_order"
}

typealias HistoryImportForm = SubmittedForm<HistoryImportField>

extension SubmittedForm where Field == HistoryImportField {
    func options(defaultUnit: WeightUnit) -> Result<HistoryImportOptions, FieldErrors> {
        validated { form in
            HistoryImportOptions.parse(format: form[.format], unit: form[.unit], dateOrder: form[.dateOrder], defaultUnit: defaultUnit)
        }
    }
}

extension HistoryImportError {
    /// The form field the message stands next to: the order of dates when that is the
    /// question, else the file.
    var field: String {
        if case .ambiguousDayMonth = self { return HistoryImportField.dateOrder.rawValue }
        return "file"
    }
}
