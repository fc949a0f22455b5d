/// A validated route upload: the form's fields and the track read from its file.
public struct TrackInput: Sendable, Equatable {
    public let title: String
    public let subtitle: String
    public let kind: TrackKind
    /// The file says it was indoors (a trainer, a treadmill, a virtual ride): no map is drawn.
    public let indoor: Bool
    public let track: Track

    /// Names a route neither the form nor its file names, from its kind's label ("Ride",
    /// "Indoor ride") and its start (Unix seconds; nil without a known day and time).
    public typealias Namer = (_ label: String, _ startedAt: Int?) -> String

    public init(title: String, subtitle: String, kind: TrackKind, indoor: Bool = false, track: Track) {
        self.title = title
        self.subtitle = subtitle
        self.kind = kind
        self.indoor = indoor
        self.track = track
    }

    public static let titleLength = 1...100
    public static let maxSubtitle = 200
    /// `title` empty or absent takes the track's name, else what `untitled` makes of its kind
    /// and start; `kind` empty or absent is "as in the file" (a run when the file says
    /// nothing). `file` nil means the form sent no file. Text fields have passed the
    /// plain-text rule already; a name from the file passes it here, minus what it refuses.
    public static func parse(title: String?, subtitle: String?, kind: String?, file: ArraySlice<UInt8>?,
                             untitled: Namer = { label, _ in label }) -> Result<TrackInput, FieldErrors> {
        var errors: [FieldError] = []
        let typedTitle = String((title ?? "").trimmingSpaces())
        if typedTitle.count > titleLength.upperBound {
            errors.append(FieldError(field: "title", message: "Keep the title to 100 characters or fewer."))
        }
        let fields = ArchiveFields.parse(subtitle: subtitle, kind: kind, errors: &errors)
        let track = Self.track(file, errors: &errors)
        guard errors.isEmpty, let fields, let track else { return .failure(FieldErrors(errors)) }
        return .success(TrackInput(track, title: typedTitle.isEmpty ? Self.title(fromName: track.name) : typedTitle, kind: fields.kind,
                                   subtitle: fields.subtitle, untitled: untitled))
    }

    /// The route of `track`: of the kind chosen, else the file's, else a run; titled `title`,
    /// else by `untitled`.
    init(_ track: Track, title: String?, kind chosen: TrackKind?, subtitle: String, untitled: Namer) {
        let kind = chosen ?? track.sport?.kind ?? .run
        let indoor = track.sport?.indoor ?? false
        let label = FileSport(kind: kind, indoor: indoor).label
        self.init(title: title ?? untitled(label, track.relativeClock ? nil : track.firstTime.map { Int($0 / 1_000) }),
                  subtitle: subtitle, kind: kind, indoor: indoor, track: track)
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
    /// title's length; nil when nothing is left.
    static func title(fromName name: String?) -> String? {
        let oneLine = (name ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
        let text = switch PlainText.parse(oneLine, multiline: false) {
        case .success(let text): text
        case .failure(let problem): problem.withoutRefused
        }
        let title = String(String(text).trimmingSpaces().prefix(titleLength.upperBound))
        return title.isEmpty ? nil : title
    }
}
