import Domain

/// The fields of the two small staff forms of the same shape: a location (name, address) and
/// a class type (name, description).
enum NamedField: String, FormField {
    case name, address, description

    var isMultiline: Bool { self == .description }
}

typealias NamedForm = SubmittedForm<NamedField>
