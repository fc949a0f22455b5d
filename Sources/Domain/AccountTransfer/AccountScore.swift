/// A member's whiteboard score (issue 39) as an account document holds it: the part it was
/// posted on named as the gym names it, by date and class type (a part is one class type's
/// workout of the day), so an import at the same gym finds the part again; the benchmark the
/// part was, for a person reading the file; and the score as its part's type reads it.
public struct AccountScore: Sendable, Equatable {
    public let date: CalendarDate
    public let classType: String
    public let benchmark: String?
    public let score: Score
    public let division: Division
    public let note: String
    /// Unix time it was posted.
    public let createdAt: Int

    public init(date: CalendarDate, classType: String, benchmark: String?, score: Score, division: Division, note: String, createdAt: Int) {
        self.date = date
        self.classType = classType
        self.benchmark = benchmark
        self.score = score
        self.division = division
        self.note = note
        self.createdAt = createdAt
    }
}
