/// Everything a user owns, as one document moves it between servers (issue 15): the
/// profile, every workout entry with the live sessions they were ticked in (issue 36), every
/// route with its points, the recent searches, the body log's weigh-ins and measurements
/// (issue 38), and the member's whiteboard scores and class bookings (issue 39); absent from
/// older documents: none. The gym's schedule, workouts of the day and facts are the gym's,
/// not the user's, and stay behind.
public struct AccountDocument: Sendable, Equatable {
    /// The document's top-level `"format"`; a later, incompatible shape gets a new number.
    public static let format = "liftinglog-account/1"

    public let profile: AccountProfile
    public let workouts: [AccountWorkout]
    /// Referred to by the workouts' `session`, by place.
    public let sessions: [AccountSession]
    /// The document's `"routes"`, as the pages call them.
    public let tracks: [AccountTrack]
    public let searches: [RecentSearch]
    public let weighIns: [WeighIn]
    public let measurements: [BodyMeasurement]
    public let scores: [AccountScore]
    public let bookings: [AccountBooking]

    public init(profile: AccountProfile, workouts: [AccountWorkout], sessions: [AccountSession] = [], tracks: [AccountTrack],
                searches: [RecentSearch], weighIns: [WeighIn] = [], measurements: [BodyMeasurement] = [], scores: [AccountScore] = [],
                bookings: [AccountBooking] = []) {
        self.profile = profile
        self.workouts = workouts
        self.sessions = sessions
        self.tracks = tracks
        self.searches = searches
        self.weighIns = weighIns
        self.measurements = measurements
        self.scores = scores
        self.bookings = bookings
    }
}
