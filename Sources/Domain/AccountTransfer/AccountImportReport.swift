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
    public var routes = Tally()
    /// Searches the merged list keeps; older ones beyond its limit are not counted.
    public var searches = Tally()
    /// Weigh-ins and measurements together.
    public var body = Tally()
    public var profile: ProfileFill

    public init(profile: ProfileFill) {
        self.profile = profile
    }
}
