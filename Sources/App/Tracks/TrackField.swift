import Domain

/// The text fields of the route upload form; the track comes as its `file` part.
enum TrackField: String, FormField {
    case title, subtitle, kind
}

typealias TrackForm = SubmittedForm<TrackField>

extension SubmittedForm where Field == TrackField {
    /// `file` nil when the form sent none; a route without a name takes `untitled`'s.
    func input(file: ArraySlice<UInt8>?, untitled: TrackTitle) -> Result<TrackInput, FieldErrors> {
        validated { form in
            TrackInput.parse(title: form[.title], subtitle: form[.subtitle], kind: form[.kind], file: file, untitled: untitled.name)
        }
    }
}
