/// One member's score on a part, as the whiteboard ranks it.
public struct BoardEntry: Sendable, Equatable {
    public let scoreID: Int64
    public let userID: Int64
    public let firstName: String
    public let lastName: String
    public let score: Score
    public let division: Division
    public let note: String
    /// Hidden from other members' boards (their setting).
    public let isHidden: Bool
    /// DOTS points, when the member allows their body weight for it and it is known.
    public let dots: Double?

    public init(scoreID: Int64, userID: Int64, firstName: String, lastName: String, score: Score, division: Division, note: String,
                isHidden: Bool = false, dots: Double? = nil) {
        self.scoreID = scoreID
        self.userID = userID
        self.firstName = firstName
        self.lastName = lastName
        self.score = score
        self.division = division
        self.note = note
        self.isHidden = isHidden
        self.dots = dots
    }

    /// "Ada L.": the first name and the last name's initial.
    public var shortName: String {
        lastName.first.map { "\(firstName) \($0)." } ?? firstName
    }
}
