/// What an account import did: per kind, how many were added and how many this account
/// held already (so importing the same document again adds nothing), and what became of
/// the profile.
public struct AccountImportReport: Sendable, Equatable {
    public struct Tally: Sendable, Equatable {
        public var added = 0
        public var already = 0

        public init(added: Int = 0, already: Int = 0) {
            self.added = added
            self.already = already
        }
    }

    public var workouts = Tally()
    public var tracks = Tally()
    /// Searches the merged list keeps; older ones beyond its limit are not counted.
    public var searches = Tally()
    /// Weigh-ins and measurements together.
    public var body = Tally()
    /// Whiteboard scores taken onto this gym's parts; the others, with why.
    public var scores = Tally()
    public var skippedScores: [SkippedScore] = []
    /// The document's class bookings, none of which an import books.
    public var bookingsLeft = 0
    public var profile: ProfileFill

    public init(profile: ProfileFill) {
        self.profile = profile
    }

    /// A score of the document this server has no part for.
    public struct SkippedScore: Sendable, Equatable {
        public enum Reason: Sendable, Equatable {
            /// No workout of the day of that class type on that date here.
            case noWorkout
            /// The workout is here, but staff have not scored it.
            case notScored
            /// Scored as another type here: the number would mean something else.
            case scoredOtherwise(here: ScoreType)
        }

        public let date: CalendarDate
        public let classType: String
        public let score: Score
        public let reason: Reason

        public init(date: CalendarDate, classType: String, score: Score, reason: Reason) {
            self.date = date
            self.classType = classType
            self.score = score
            self.reason = reason
        }

        /// Why, said to the member.
        public var message: String {
            switch reason {
            case .noWorkout: "this server has no \(classType) workout of the day on that date"
            case .notScored: "\(classType) on that date takes no scores on this server"
            case .scoredOtherwise(let here):
                "\(classType) on that date is scored as \(here.label) on this server, \(score.type.label) in the file"
            }
        }
    }
}
