extension RouteInput {
    /// An activity of a bulk archive: titled by its name in the archive's `activities.csv`,
    /// else by the track's own name, else by its file's name without folders or extensions
    /// (Strava's `activities/123.gpx.gz` is "123"); of the kind the list gives its type, else
    /// the form's.
    public static func archived(_ track: Track, fileName: String, listed: ActivityList.Activity?, fields: ArchiveFields) -> RouteInput {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.split(separator: ".").first.map(String.init) ?? base
        let listedName = listed.map(\.name).flatMap { $0.isEmpty ? nil : $0 }
        return RouteInput(title: title(fromName: listedName ?? track.name ?? stem), subtitle: fields.subtitle,
                          kind: listed?.kind ?? fields.kind, track: track)
    }
}
