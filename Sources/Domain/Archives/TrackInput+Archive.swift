extension TrackInput {
    /// An activity of a bulk archive: titled by its name in the archive's `activities.csv`,
    /// else by the track's own name, else by `untitled` (its kind, day and time); of the kind
    /// the list gives its type, else the file's sport, else the form's (which is for the whole
    /// archive, so what each activity says of itself comes first).
    public static func archived(_ track: Track, listed: ActivityList.Activity?, fields: ArchiveFields, untitled: Namer) -> TrackInput {
        var track = track
        if let sport = listed?.sport { track.sport = sport }
        let listedName = listed.map(\.name).flatMap { $0.isEmpty ? nil : $0 }
        return TrackInput(track, title: title(fromName: listedName ?? track.name), kind: track.sport == nil ? fields.kind : nil, subtitle: fields.subtitle, untitled: untitled)
    }
}
