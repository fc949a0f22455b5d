/// A live workout session as an account document holds it (issue 36): its day and times, in
/// Unix seconds as stored. Entries refer to it by its place in the document's `sessions`; the
/// routine day it was started from stays behind with the routines, which the document does
/// not carry.
public struct AccountSession: Sendable, Equatable {
    public let date: CalendarDate
    public let startedAt: Int
    /// Nil while it is open.
    public let finishedAt: Int?
    public let lastSetAt: Int?

    public init(date: CalendarDate, startedAt: Int, finishedAt: Int?, lastSetAt: Int?) {
        self.date = date
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.lastSetAt = lastSetAt
    }
}
