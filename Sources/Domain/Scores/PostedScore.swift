/// A score as stored, with who posted it and their board choices, before it is ranked.
public struct PostedScore: Sendable, Equatable {
    public let id: Int64
    public let user: User
    public let date: CalendarDate
    public let score: Score
    public let division: Division
    public let note: String
    public let hiddenFromBoards: Bool
    public let dotsAllowed: Bool

    public init(id: Int64, user: User, date: CalendarDate, score: Score, division: Division, note: String, hiddenFromBoards: Bool,
                dotsAllowed: Bool) {
        self.id = id
        self.user = user
        self.date = date
        self.score = score
        self.division = division
        self.note = note
        self.hiddenFromBoards = hiddenFromBoards
        self.dotsAllowed = dotsAllowed
    }

    /// The whiteboard's entry; DOTS points from the member's profile body weight and sex, only
    /// for a load and only when they allow it.
    public var boardEntry: BoardEntry {
        var dots: Double?
        if dotsAllowed, case .load(let kilograms) = score, let sex = user.sex, let weight = user.bodyWeight {
            dots = Dots.points(sex: sex, bodyweight: weight.unit.toKilograms(weight.value), total: kilograms)
        }
        return BoardEntry(scoreID: id, userID: user.id, firstName: user.firstName, lastName: user.lastName, score: score, division: division,
                          note: note, isHidden: hiddenFromBoards, dots: dots)
    }
}
