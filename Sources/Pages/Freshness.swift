/// How long a route's page may be sent again without being built, stated once per route in
/// the route table (`Access`): the one choice of staleness a feature makes (issue 41).
public enum Freshness: Sendable {
    /// Never kept: built on every request. For pages that write, that change with the clock
    /// rather than with a write (a live session finishing by itself), or that show another
    /// member's or the staff's data.
    case none
    /// Kept for one member's session under their data version: an ETag names it (`PageTag`),
    /// a request naming that tag gets 304, and any write to the member's data drops it. Only
    /// for member pages built from the member's own data alone.
    case user
    /// Kept under the gym's durable version and today (`GymPageKey`): any write to the gym's
    /// data, by any process, drops it. Only for pages anyone may see.
    case gym
}
