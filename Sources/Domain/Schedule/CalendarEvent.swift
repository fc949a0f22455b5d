/// One event of an iCalendar file: a class occurrence as calendar apps take it.
public struct CalendarEvent: Sendable, Equatable {
    public let uid: String
    /// Unix times; written in UTC, which RFC 5545 §3.3.5 lets every app place exactly.
    public let start: Int
    public let end: Int
    public let summary: String
    public let location: String
    public let description: String
    public let isCancelled: Bool

    public init(uid: String, start: Int, end: Int, summary: String, location: String, description: String, isCancelled: Bool) {
        self.uid = uid
        self.start = start
        self.end = end
        self.summary = summary
        self.location = location
        self.description = description
        self.isCancelled = isCancelled
    }
}
