/// The field of the fact search form (a GET form, so the results have an address).
enum FactSearchField: String, FormField {
    case q

    /// Tabs and line breaks pasted into the box are spaces to the search, not errors.
    var isMultiline: Bool { true }
}

typealias FactSearchForm = SubmittedForm<FactSearchField>
