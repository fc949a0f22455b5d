/// The upload form's fields that an archive's routes all take: its subtitle and kind (each
/// route's title is its own track's).
public struct ArchiveFields: Sendable, Equatable {
    public let subtitle: String
    /// Nil for "as in the file".
    public let kind: TrackKind?

    public init(subtitle: String, kind: TrackKind?) {
        self.subtitle = subtitle
        self.kind = kind
    }

    public static func parse(subtitle: String?, kind: String?) -> Result<ArchiveFields, FieldErrors> {
        var errors: [FieldError] = []
        guard let fields = parse(subtitle: subtitle, kind: kind, errors: &errors) else { return .failure(FieldErrors(errors)) }
        return .success(fields)
    }

    /// Nil, with the reasons added to `errors`, when a field is refused.
    static func parse(subtitle: String?, kind: String?, errors: inout [FieldError]) -> ArchiveFields? {
        let before = errors.count
        let subtitle = String((subtitle ?? "").trimmingSpaces())
        if subtitle.count > TrackInput.maxSubtitle {
            errors.append(FieldError(field: "subtitle", message: "Keep the subtitle to 200 characters or fewer."))
        }
        let chosen = (kind ?? "").isEmpty ? nil
            : FormValue.choice(kind, fallback: nil as TrackKind?, field: "kind", message: "Choose as in the file, run, ride, walk, hike or other.", errors: &errors)
        guard errors.count == before else { return nil }
        return ArchiveFields(subtitle: subtitle, kind: chosen)
    }
}
