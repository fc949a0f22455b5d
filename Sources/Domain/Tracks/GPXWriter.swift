/// Writes a track as GPX 1.1 with Garmin's TrackPointExtension v1 for heart rate, the shape
/// Strava and Garmin Connect read, keeping its segments, elevations and times.
public enum GPXWriter {
    public static func write(_ track: Track, title: String, kind: TrackKind) -> [UInt8] {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="Lifting Log" xmlns="http://www.topografix.com/GPX/1/1" \
            xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk>
            <name>\(escaped(title))</name>
            <type>\(kind.rawValue)</type>

            """
        text.reserveCapacity(text.utf8.count + 160 * track.pointCount)
        for segment in track.segments {
            text += "<trkseg>\n"
            for point in segment { append(point, to: &text) }
            text += "</trkseg>\n"
        }
        text += "</trk>\n</gpx>\n"
        return Array(text.utf8)
    }

    /// GPX 1.1 orders a point's children: `ele`, `time`, then `extensions`.
    private static func append(_ point: TrackPoint, to text: inout String) {
        text += "<trkpt lat=\"\(NumberText.plain(point.latitude, decimals: 7))\" lon=\"\(NumberText.plain(point.longitude, decimals: 7))\">"
        if let elevation = point.elevation { text += "<ele>\(NumberText.plain(elevation))</ele>" }
        if let time = point.time { text += "<time>\(ISO8601Time.text(milliseconds: time))</time>" }
        if let beats = point.heartRate {
            text += "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(beats)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>"
        }
        text += "</trkpt>\n"
    }

    private static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
