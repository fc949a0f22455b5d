/// A validated route upload: the form's fields and the track read from its file.
public struct RouteInput: Sendable, Equatable {
    public let title: String
    public let subtitle: String
    public let kind: RouteKind
    public let track: Track

    public static let titleLength = 1...100
    public static let maxSubtitle = 200
    /// The title when neither the form nor the file gives one, as the original app had it.
    public static let defaultTitle = "Outdoor run"

    /// `title` empty or absent takes the track's name, else `defaultTitle`; `kind` empty or
    /// absent is a run. `file` nil means the form sent no file. Text fields have passed the
    /// plain-text rule already; a name from the file passes it here, minus what it refuses.
    public static func parse(title: String?, subtitle: String?, kind: String?, file: ArraySlice<UInt8>?) -> Result<RouteInput, FieldErrors> {
        var errors: [FieldError] = []
        let typedTitle = String((title ?? "").trimmingSpaces())
        if typedTitle.count > titleLength.upperBound {
            errors.append(FieldError(field: "title", message: "Keep the title to 100 characters or fewer."))
        }
        let fields = ArchiveFields.parse(subtitle: subtitle, kind: kind, errors: &errors)
        let track = Self.track(file, errors: &errors)
        guard errors.isEmpty, let fields, let track else { return .failure(FieldErrors(errors)) }
        let title = typedTitle.isEmpty ? Self.title(fromName: track.name) : typedTitle
        return .success(RouteInput(title: title, subtitle: fields.subtitle, kind: fields.kind, track: track))
    }

    private static func track(_ file: ArraySlice<UInt8>?, errors: inout [FieldError]) -> Track? {
        guard let file else {
            errors.append(FieldError(field: "file", message: "Choose a GPX, TCX, FIT or JSON file of your workout."))
            return nil
        }
        do {
            return try TrackParser.parse(file)
        } catch {
            errors.append(FieldError(field: "file", message: error.message))
            return nil
        }
    }

    /// A file's name on one line, without what the plain-text rule refuses, cut to the
    /// title's length.
    static func title(fromName name: String?) -> String {
        let oneLine = (name ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
        let text = switch PlainText.parse(oneLine, multiline: false) {
        case .success(let text): text
        case .failure(let problem): problem.withoutRefused
        }
        let title = String(String(text).trimmingSpaces().prefix(titleLength.upperBound))
        return title.isEmpty ? defaultTitle : title
    }
}
