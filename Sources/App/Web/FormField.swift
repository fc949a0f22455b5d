/// The fields of one form, named once: the enum's raw values are the HTML `name`s.
protocol FormField: RawRepresentable<String>, CaseIterable, Hashable, Sendable {
    /// Multi-line fields (a `<textarea>`) keep tabs and line breaks; others refuse them.
    var isMultiline: Bool { get }
    /// Secrets (passwords) are never written back into the page.
    var isSecret: Bool { get }
}

extension FormField {
    var isMultiline: Bool { false }
    var isSecret: Bool { false }
}
