/// One occurrence from the front desk's export, on the gym's clocks: stored as a one-off class
/// keyed by the front desk's id, so importing it again updates it.
public struct ImportedClass: Sendable, Equatable {
    public let externalID: String
    public let classType: String
    /// The front desk's location id, mapped to one of ours by `location_ids`.
    public let locationExternalID: String
    public let coach: String
    public let date: CalendarDate
    public let starts: ClockTime
    public let ends: ClockTime
    public let isCancelled: Bool

    public init(externalID: String, classType: String, locationExternalID: String, coach: String, date: CalendarDate,
                starts: ClockTime, ends: ClockTime, isCancelled: Bool) {
        self.externalID = externalID
        self.classType = classType
        self.locationExternalID = locationExternalID
        self.coach = coach
        self.date = date
        self.starts = starts
        self.ends = ends
        self.isCancelled = isCancelled
    }
}
