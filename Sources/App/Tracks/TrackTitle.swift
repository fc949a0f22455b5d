import Domain

/// The title of a route that neither the form nor its file names: its kind, day and time on
/// the lifter's clocks ("Ride, Tue 2 Dec 07:10"), or its kind and the upload's day when the
/// file gives no day ("Run, Tue 2 Dec").
struct TrackTitle {
    let zone: TimeZoneRules
    /// Unix seconds of the upload.
    let uploadedAt: Int

    func name(label: String, startedAt: Int?) -> String {
        let at = startedAt ?? uploadedAt
        let day = DateText.dayAndMonth(zone.localDate(atUnixTime: at))
        return startedAt.map { "\(label), \(day) \(TrackText.timeOfDay($0, in: zone))" } ?? "\(label), \(day)"
    }
}
