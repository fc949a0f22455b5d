extension RouteInput {
    /// An activity of a bulk archive: titled by the track's own name, else by its file's name
    /// without folders or extensions (Strava's `activities/123.gpx.gz` is "123").
    public static func archived(_ track: Track, fileName: String, fields: ArchiveFields) -> RouteInput {
        let base = fileName.split(separator: "/").last.map(String.init) ?? fileName
        let stem = base.split(separator: ".").first.map(String.init) ?? base
        return RouteInput(title: title(fromName: track.name ?? stem), subtitle: fields.subtitle, kind: fields.kind, track: track)
    }
}
