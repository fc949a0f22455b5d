/// What a route's map is coloured by, as each lifter chooses it on a route's page: the
/// workout's own range of heart rate cut into four bands, as the original app drew it (the
/// default), or the lifter's five training zones, as the zone table beside it counts time.
/// Each has its own colours, so one colour never means two things.
public enum TrackColours: String, Sendable, CaseIterable {
    case workout, zones
}
