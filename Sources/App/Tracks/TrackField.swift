import Domain

/// The text fields of the route upload form; the track comes as its `file` part.
enum RouteField: String, FormField {
    case title, subtitle, kind
}

typealias RouteForm = SubmittedForm<RouteField>

extension SubmittedForm where Field == RouteField {
    /// `file` nil when the form sent none; a route without a name takes `untitled`'s.
    func input(file: ArraySlice<UInt8>?, untitled: RouteTitle) -> Result<RouteInput, FieldErrors> {
        validated { form in
            RouteInput.parse(title: form[.title], subtitle: form[.subtitle], kind: form[.kind], file: file, untitled: untitled.name)
        }
    }
}
